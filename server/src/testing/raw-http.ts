import net from 'node:net';

/**
 * HTTP/1.1 over one raw socket, for tests about the connection itself (keep-alive after an early error)
 * and about headers a fetch client will not send as given (a forged Host). Only what such tests need:
 * requests written as bytes, responses read with Content-Length or chunked bodies.
 */

export interface RawResponse {
  readonly status: number;
  /** Lower-case names. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

export interface RawConnection {
  /** Writes a request (headers and body) without waiting for the socket to take it all. */
  send(request: { method: string; path: string; headers?: Record<string, string>; body?: Buffer }): void;
  /** The next response on the socket; rejects if the socket closes or fails first. */
  response(): Promise<RawResponse>;
  close(): void;
}

export async function openRawConnection(port: number, host = '127.0.0.1'): Promise<RawConnection> {
  const socket = net.connect({ port, host });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let buffer = Buffer.alloc(0);
  let ended = false;
  let failure: Error | undefined;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    wake();
  });
  socket.on('end', () => {
    ended = true;
    wake();
  });
  socket.on('error', (error) => {
    failure = error;
    wake();
  });
  socket.on('close', () => {
    ended = true;
    wake();
  });

  const nextChange = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        waiters.delete(done);
        resolve();
      };
      waiters.add(done);
    });

  /** One complete response at the start of the buffer, or undefined while it is incomplete. */
  const takeResponse = (): RawResponse | undefined => {
    const headEnd = buffer.indexOf('\r\n\r\n');
    if (headEnd < 0) return undefined;
    const [statusLine = '', ...lines] = buffer.subarray(0, headEnd).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const status = Number(statusLine.split(' ')[1]);
    let rest = buffer.subarray(headEnd + 4);
    let body: Buffer;
    if (headers['transfer-encoding'] === 'chunked') {
      const parts: Buffer[] = [];
      for (;;) {
        const lineEnd = rest.indexOf('\r\n');
        if (lineEnd < 0) return undefined;
        const size = parseInt(rest.subarray(0, lineEnd).toString('latin1'), 16);
        if (rest.length < lineEnd + 2 + size + 2) return undefined;
        parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
        rest = rest.subarray(lineEnd + 2 + size + 2);
        if (size === 0) break;
      }
      body = Buffer.concat(parts);
    } else {
      const length = Number(headers['content-length'] ?? 0);
      if (rest.length < length) return undefined;
      body = rest.subarray(0, length);
      rest = rest.subarray(length);
    }
    buffer = rest;
    return { status, headers, body: body.toString('utf8') };
  };

  return {
    send({ method, path, headers = {}, body }) {
      const lines = [`${method} ${path} HTTP/1.1`, `Host: ${host}:${port}`];
      const all = body ? { 'Content-Length': String(body.length), ...headers } : headers;
      for (const [name, value] of Object.entries(all)) {
        if (name.toLowerCase() === 'host') lines[1] = `Host: ${value}`;
        else lines.push(`${name}: ${value}`);
      }
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (body) socket.write(body, () => undefined);
    },
    async response() {
      for (;;) {
        const response = takeResponse();
        if (response) return response;
        if (failure) throw failure;
        if (ended) throw new Error('The server closed the connection before answering');
        await nextChange();
      }
    },
    close() {
      socket.destroy();
    },
  };
}
