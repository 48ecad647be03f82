import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { formatBytes } from '../format-bytes';
import { addressKind } from './public-address';

/**
 * Fetches a live-data link (a published spreadsheet's CSV) for a user, guarded against server-side
 * request forgery (decision "Live data is fetched by the server behind a guard"):
 *
 * - http and https only, no user name or password in the link, ports 80 and 443 only;
 * - the host is resolved (every address) and refused if any address is not public (loopback, private,
 *   link-local and cloud metadata, carrier-grade NAT, unspecified, multicast, broadcast, reserved, and
 *   IPv4 addresses written as IPv6);
 * - the connection goes to the address that was checked (the request's lookup answers with it), so a
 *   name that resolves to something else a moment later (DNS rebinding) cannot change where it goes; the
 *   Host header, SNI and the certificate check keep the name;
 * - redirects are followed by hand, at most five, each hop checked the same way;
 * - one deadline for all hops, a size limit counted while the body streams in (after decompression),
 *   and only the content types a CSV is served as.
 *
 * Every refusal is a LiveDataError whose message is for the user.
 */

export type LiveDataFailure =
  | 'invalid-url'
  | 'scheme'
  | 'credentials'
  | 'port'
  | 'private-address'
  | 'unresolved'
  | 'too-many-redirects'
  | 'too-large'
  | 'timeout'
  | 'content-type'
  | 'not-text'
  | 'http-status'
  | 'unreachable';

export class LiveDataError extends Error {
  override readonly name = 'LiveDataError';
  readonly reason: LiveDataFailure;

  constructor(reason: LiveDataFailure, message: string) {
    super(message);
    this.reason = reason;
  }
}

interface ResolvedAddress {
  readonly address: string;
  readonly family: number;
}

/** Every address a host name resolves to (dns.lookup with all: true: what a connection would use). */
export type Resolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export interface GuardOptions {
  readonly resolve?: Resolver;
  /**
   * An address let through although it is not public, on any port: for tests only (the setting
   * LIVE_DATA_ALLOW_LOOPBACK, or one test server's host). Never set in production.
   */
  readonly allow?: (url: URL, address: string) => boolean;
  readonly timeoutMs?: number;
  readonly maxBytes?: number;
  readonly maxRedirects?: number;
}

export interface FetchedText {
  /** The link the text came from, after redirects. */
  readonly url: string;
  readonly contentType: string;
  readonly text: string;
}

const LIVE_DATA_LIMITS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 } as const;

/** The types spreadsheets and file hosts serve a CSV or TSV file as (Excel's name for CSV included). */
const CSV_TYPES = new Set([
  'text/csv',
  'application/csv',
  'text/comma-separated-values',
  'text/x-csv',
  'application/x-csv',
  'text/tab-separated-values',
  'text/plain',
  'application/vnd.ms-excel',
]);

const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const defaultResolve: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** Lets loopback addresses through (127.0.0.0/8, ::1): what LIVE_DATA_ALLOW_LOOPBACK turns on for tests. */
export function allowLoopback(_url: URL, address: string): boolean {
  return addressKind(address) === 'loopback';
}

export function parseLink(text: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new LiveDataError(
      'invalid-url',
      'That is not a link; paste the whole address, starting with https://.',
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new LiveDataError(
      'scheme',
      `Mapwright only fetches http:// and https:// links (that one is ${url.protocol.slice(0, -1)}:).`,
    );
  }
  if (url.username !== '' || url.password !== '') {
    throw new LiveDataError(
      'credentials',
      'That link has a user name or password in it; Mapwright only fetches public links without one.',
    );
  }
  return url;
}

/** The host's addresses, each checked; the first is the one the connection is pinned to. */
async function checkedAddress(
  url: URL,
  options: GuardOptions,
  hop: number,
  signal: AbortSignal,
): Promise<ResolvedAddress> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: readonly ResolvedAddress[];
  if (net.isIP(hostname) !== 0) {
    addresses = [{ address: hostname, family: net.isIP(hostname) }];
  } else {
    // A lookup cannot be cancelled; the deadline stops waiting for it.
    const deadline = new Promise<never>((_resolve, reject) => {
      signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
    });
    deadline.catch(() => undefined);
    try {
      addresses = await Promise.race([(options.resolve ?? defaultResolve)(hostname), deadline]);
    } catch {
      addresses = [];
    }
    if (signal.aborted) throw new Error('aborted');
    if (addresses.length === 0) {
      throw new LiveDataError('unresolved', `No server was found at “${hostname}”; check the link.`);
    }
  }
  let exempt = true;
  for (const { address } of addresses) {
    if (options.allow?.(url, address)) continue;
    exempt = false;
    const kind = addressKind(address);
    if (kind === 'public') continue;
    const where =
      net.isIP(hostname) !== 0 ? `That address (${address})` : `“${hostname}” resolves to ${address}, which`;
    throw new LiveDataError(
      'private-address',
      hop === 0
        ? `${where} is on a private network (${kind}); Mapwright only fetches public addresses.`
        : `The link redirected to a private address (${url.host}: ${address}, ${kind}); Mapwright only fetches public addresses.`,
    );
  }
  const port = url.port === '' ? DEFAULT_PORTS[url.protocol] : url.port;
  if (!exempt && port !== '80' && port !== '443') {
    throw new LiveDataError(
      'port',
      `Mapwright only fetches links on the usual ports 80 and 443 (that one is ${port}).`,
    );
  }
  return addresses[0]!;
}

type Hop = { readonly redirect: string } | { readonly contentType: string; readonly text: string };

function contentTypeOf(header: string | undefined): { type: string; charset: string } {
  const [type = '', ...params] = (header ?? '').split(';').map((p) => p.trim());
  const charset = params.find((p) => p.toLowerCase().startsWith('charset='))?.slice(8) ?? 'utf-8';
  return { type: type.toLowerCase(), charset: charset.replace(/^"|"$/g, '') };
}

function decoded(res: http.IncomingMessage): Readable {
  const encoding = (res.headers['content-encoding'] ?? 'identity').toLowerCase().trim();
  if (encoding === 'gzip' || encoding === 'x-gzip') return res.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return res.pipe(zlib.createInflate());
  if (encoding === 'br') return res.pipe(zlib.createBrotliDecompress());
  return res;
}

function decodeText(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function tooLarge(maxBytes: number): LiveDataError {
  return new LiveDataError(
    'too-large',
    `The file is larger than ${formatBytes(maxBytes)}, the most Mapwright fetches for live data.`,
  );
}

function requestOnce(url: URL, pinned: ResolvedAddress, signal: AbortSignal, maxBytes: number): Promise<Hop> {
  const lookup: net.LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) {
      (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, [pinned]);
    } else {
      callback(null, pinned.address, pinned.family);
    }
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const req = client.get(
      url,
      {
        lookup,
        agent: false,
        signal,
        headers: {
          Accept: 'text/csv, text/tab-separated-values, text/plain;q=0.9, */*;q=0.1',
          'Accept-Encoding': 'gzip, deflate, br',
          'User-Agent': 'Mapwright live data',
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        if (REDIRECTS.has(status) && location !== undefined) {
          res.resume();
          resolve({ redirect: location });
          return;
        }
        if (status < 200 || status > 299) {
          res.resume();
          reject(
            new LiveDataError(
              'http-status',
              `The server answered ${status}${res.statusMessage ? ` ${res.statusMessage}` : ''}; check that the link is published and open to anyone.`,
            ),
          );
          return;
        }
        const { type, charset } = contentTypeOf(res.headers['content-type']);
        if (!CSV_TYPES.has(type)) {
          res.resume();
          reject(
            new LiveDataError(
              'content-type',
              `That link does not give a CSV file (it gave ${type || 'no type'}); publish the sheet as CSV and use that link.`,
            ),
          );
          return;
        }
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          res.destroy();
          reject(tooLarge(maxBytes));
          return;
        }
        const body = decoded(res);
        const chunks: Buffer[] = [];
        let size = 0;
        body.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            res.destroy();
            body.destroy();
            reject(tooLarge(maxBytes));
            return;
          }
          chunks.push(chunk);
        });
        body.on('error', reject);
        res.on('error', reject);
        body.on('end', () => {
          const text = decodeText(Buffer.concat(chunks), charset);
          if (text.includes('\u0000')) {
            reject(new LiveDataError('not-text', 'That link gives a binary file, not a CSV file.'));
            return;
          }
          resolve({ contentType: type, text });
        });
      },
    );
    req.on('error', reject);
  });
}

function networkFailure(error: unknown, url: URL): LiveDataError {
  const code = (error as { code?: unknown }).code;
  return new LiveDataError(
    'unreachable',
    `Could not get the file from ${url.host}${typeof code === 'string' ? ` (${code})` : ''}; check the link or try again later.`,
  );
}

/** Fetches `link` through the guard; throws LiveDataError with a message for the user. */
export async function guardedFetch(link: string, options: GuardOptions = {}): Promise<FetchedText> {
  const timeoutMs = options.timeoutMs ?? LIVE_DATA_LIMITS.timeoutMs;
  const maxBytes = options.maxBytes ?? LIVE_DATA_LIMITS.maxBytes;
  const maxRedirects = options.maxRedirects ?? LIVE_DATA_LIMITS.maxRedirects;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  let url = parseLink(link);
  try {
    for (let hop = 0; ; hop++) {
      const pinned = await checkedAddress(url, options, hop, deadline.signal);
      let answer: Hop;
      try {
        answer = await requestOnce(url, pinned, deadline.signal, maxBytes);
      } catch (error) {
        if (error instanceof LiveDataError) throw error;
        if (deadline.signal.aborted) throw error;
        throw networkFailure(error, url);
      }
      if (!('redirect' in answer)) return { url: url.href, ...answer };
      if (hop >= maxRedirects) {
        throw new LiveDataError(
          'too-many-redirects',
          `The link redirected more than ${maxRedirects} times; use the address it finally leads to.`,
        );
      }
      let next: URL;
      try {
        next = new URL(answer.redirect, url);
      } catch {
        throw new LiveDataError('invalid-url', 'The link redirected to something that is not an address.');
      }
      url = parseLink(next.href);
    }
  } catch (error) {
    if (deadline.signal.aborted && !(error instanceof LiveDataError && error.reason !== 'unreachable')) {
      throw new LiveDataError(
        'timeout',
        `The server took longer than ${timeoutMs / 1000} s to send the file; try again later.`,
      );
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
