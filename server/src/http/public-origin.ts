/**
 * The one origin the server calls its own (decision "One origin"): PUBLIC_URL when set, else the address the
 * server printed at start (`Mapwright is running at …`; with PORT=0 only known once it listens), else, for an
 * app that never listens (in-process tests), IN_PROCESS_ORIGIN, the origin such requests are addressed
 * to. Never taken from a request: a forged Host header would otherwise put an attacker's host into
 * reset mails, og:url and embed snippets, split the page cache per Host value, and pass the CSRF check
 * of a DNS-rebound page. Links, cache keys, canonical URLs, Better Auth's base URL and the origin check
 * all read it.
 */
export interface PublicOrigin {
  /** E.g. `https://mapwright.example` or `http://127.0.0.1:3000`. */
  readonly value: string;
  /** Its host (name and port), as a Host header would carry it. */
  readonly host: string;
  /**
   * Whether a browser page at `origin` is ours. Without PUBLIC_URL, on a loopback address, the other
   * loopback names of the same port are ours too (a page at http://localhost:3000 for a server printed
   * as http://127.0.0.1:3000): only a program on this machine can be there.
   */
  accepts(origin: string): boolean;
  /** Called by startServer once it listens; ignored when PUBLIC_URL is set. */
  listeningAt(url: string): void;
}

const IN_PROCESS_ORIGIN = 'http://localhost';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

export function createPublicOrigin(publicUrl: URL | undefined): PublicOrigin {
  let listening: URL | undefined;
  const current = () => publicUrl ?? listening ?? new URL(IN_PROCESS_ORIGIN);
  return {
    get value() {
      return current().origin;
    },
    get host() {
      return current().host;
    },
    accepts(origin) {
      const own = current();
      if (origin === own.origin) return true;
      if (publicUrl || !LOOPBACK_NAMES.includes(own.hostname)) return false;
      if (!URL.canParse(origin)) return false;
      const other = new URL(origin);
      return (
        other.protocol === own.protocol && other.port === own.port && LOOPBACK_NAMES.includes(other.hostname)
      );
    },
    listeningAt(url) {
      listening = new URL(new URL(url).origin);
    },
  };
}
