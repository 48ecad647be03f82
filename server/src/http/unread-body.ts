import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';

/**
 * A response made before the request's body has fully arrived (413 on a large Content-Length, 405, 401
 * or 400 before a handler reads the body) says `Connection: close`. Without it the server announced
 * keep-alive and then, once the unread body took too long to drain, cut the socket: the client's next
 * request on that connection failed. Node closes the connection after such a response; the client
 * opens a new one. Bodies that arrived whole (what clients normally send) keep the connection open.
 *
 * Only for requests from a real socket: in-process requests (tests) have no connection to close.
 */
export function closeOnUnreadBody(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming || incoming.complete) return;
    try {
      c.res.headers.set('Connection', 'close');
    } catch {
      // Headers of some responses (Response.redirect) are immutable: answer with a copy.
      const copy = new Response(c.res.body, c.res);
      copy.headers.set('Connection', 'close');
      c.res = copy;
    }
  };
}
