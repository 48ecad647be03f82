/**
 * The origin of links the server sends where the reader cannot see which address they came from: the
 * password-reset mail. Never taken from a request (a forged Host header would otherwise put an attacker's
 * host, with a valid token, into a victim's mail): PUBLIC_URL when set, else the address the server
 * printed at start (`Mapwright is running at …`; with PORT=0 only known once it listens), else, for an
 * app that never listens (in-process tests), IN_PROCESS_ORIGIN, the origin such requests are addressed to.
 */
export interface LinkOrigin {
  /** The origin to put into links, e.g. `https://mapwright.example` or `http://127.0.0.1:3000`. */
  readonly value: string;
  /** Called by startServer once it listens; ignored when PUBLIC_URL is set. */
  listeningAt(url: string): void;
}

export const IN_PROCESS_ORIGIN = 'http://localhost';

export function createLinkOrigin(publicUrl: URL | undefined): LinkOrigin {
  let listening: string | undefined;
  return {
    get value() {
      return publicUrl?.origin ?? listening ?? IN_PROCESS_ORIGIN;
    },
    listeningAt(url) {
      listening = new URL(url).origin;
    },
  };
}
