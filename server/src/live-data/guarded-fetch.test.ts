import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowLoopback,
  guardedFetch,
  LiveDataError,
  type GuardOptions,
  type Resolver,
} from './guarded-fetch';
import { addressKind } from './public-address';

/** A local HTTP server answering by path, counting the requests that reached it. */
interface TestServer {
  readonly origin: string;
  readonly port: number;
  readonly hits: string[];
  close(): Promise<void>;
}

async function startServer(handle: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(`${req.headers.host} ${req.url}`);
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  } satisfies TestServer;
}

const CSV = 'name,value\nNorth,1\nSouth,"2,5"\n';

/** Resolves the names a test gives and nothing else (real DNS is never asked). */
function resolver(names: Record<string, string[]>): Resolver {
  return (hostname) => {
    const addresses = names[hostname];
    if (!addresses) return Promise.reject(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }));
    return Promise.resolve(addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
  };
}

async function refusal(link: string, options: GuardOptions = {}): Promise<LiveDataError> {
  const error: unknown = await guardedFetch(link, options).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LiveDataError);
  return error as LiveDataError;
}

describe('which addresses are public', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.9.9.9', 'loopback'],
    ['::1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.1.1', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['169.254.169.254', 'cloud metadata'],
    ['fd00:ec2::254', 'cloud metadata'],
    ['169.254.1.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['100.64.0.1', 'shared (carrier-grade NAT)'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['2002:7f00:1::', 'reserved'],
    ['64:ff9b::7f00:1', 'reserved'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:a9fe:a9fe', 'cloud metadata'],
    ['8.8.8.8', 'public'],
    ['::ffff:8.8.8.8', 'public'],
    ['172.32.0.1', 'public'],
    ['2606:4700::1111', 'public'],
    ['not an address', 'reserved'],
  ])('%s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });
});

describe('the guarded fetch', () => {
  let csv: TestServer;
  let other: TestServer;

  beforeAll(async () => {
    csv = await startServer((req, res) => {
      if (req.url === '/data.csv') {
        res.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
        res.end(CSV);
      } else if (req.url === '/gzip.csv') {
        res.writeHead(200, { 'Content-Type': 'text/csv', 'Content-Encoding': 'gzip' });
        res.end(gzipSync(CSV));
      } else if (req.url === '/page') {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end('<!doctype html><p>Sign in</p>');
      } else if (req.url === '/big') {
        res.writeHead(200, { 'Content-Type': 'text/csv', 'Content-Length': '2048' });
        res.end('x'.repeat(2048));
      } else if (req.url === '/huge') {
        // Says 6 MB and sends nothing: refused on the headers.
        res.writeHead(200, { 'Content-Type': 'text/csv', 'Content-Length': String(6 * 1024 * 1024) });
        res.flushHeaders();
      } else if (req.url === '/big-streamed') {
        // No Content-Length: the limit is counted as the body arrives.
        res.writeHead(200, { 'Content-Type': 'text/csv' });
        res.write('a,b\n'.repeat(200));
        res.end('a,b\n'.repeat(200));
      } else if (req.url === '/gzip-bomb') {
        res.writeHead(200, { 'Content-Type': 'text/csv', 'Content-Encoding': 'gzip' });
        res.end(gzipSync('0'.repeat(100_000)));
      } else if (req.url === '/silent') {
        // Never answers: the deadline ends it.
      } else if (req.url === '/slow-body') {
        res.writeHead(200, { 'Content-Type': 'text/csv' });
        res.write('a,b\n');
      } else if (req.url === '/missing') {
        res.writeHead(404, 'Not Found');
        res.end();
      } else if (req.url === '/loop') {
        res.writeHead(302, { Location: '/loop' });
        res.end();
      } else if (req.url === '/hop') {
        res.writeHead(301, { Location: '/data.csv' });
        res.end();
      } else if (req.url?.startsWith('/to?')) {
        const target = new URL(req.url, 'http://x').searchParams.get('url')!;
        res.writeHead(302, { Location: target });
        res.end();
      } else {
        res.writeHead(500);
        res.end();
      }
    });
    other = await startServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/csv' });
      res.end('secret,1\n');
    });
  });

  afterAll(async () => {
    await csv?.close();
    await other?.close();
  });

  /** Lets exactly the CSV server through (the first hop), as a public host would be. */
  const onlyTheCsvServer: GuardOptions['allow'] = (url) => url.port === String(csv.port);

  describe('refuses addresses that are not public, before connecting', () => {
    it.each([
      [
        '127.0.0.1',
        () => `http://127.0.0.1:${other.port}/`,
        /That address \(127\.0\.0\.1\) is on a private network \(loopback\)/,
      ],
      [
        '10.0.0.1',
        () => 'http://10.0.0.1/data.csv',
        /That address \(10\.0\.0\.1\) is on a private network \(private\)/,
      ],
      [
        '169.254.169.254',
        () => 'http://169.254.169.254/latest/meta-data/',
        /\(169\.254\.169\.254\) is on a private network \(cloud metadata\)/,
      ],
      [
        '[::1]',
        () => `http://[::1]:${other.port}/`,
        /That address \(::1\) is on a private network \(loopback\)/,
      ],
      ['[::ffff:127.0.0.1]', () => `http://[::ffff:127.0.0.1]:${other.port}/`, /\(loopback\)/],
      [
        '2130706433 (127.0.0.1 as a number)',
        () => `http://2130706433:${other.port}/`,
        /127\.0\.0\.1.*\(loopback\)/,
      ],
    ])('%s', async (_name, link, message) => {
      const error = await refusal(link());
      expect(error.reason).toBe('private-address');
      expect(error.message).toMatch(message);
      expect(error.message).toContain('Mapwright only fetches public addresses.');
      expect(other.hits).toEqual([]);
    });

    it('localhost, which resolves to loopback', async () => {
      const error = await refusal(`http://localhost:${other.port}/`);
      expect(error.message).toMatch(
        /^“localhost” resolves to (127\.0\.0\.1|::1), which is on a private network \(loopback\)/,
      );
      expect(other.hits).toEqual([]);
    });

    it('a name of any kind that resolves to loopback', async () => {
      const resolve = resolver({ 'sheets.example': ['127.0.0.1'] });
      const error = await refusal('https://sheets.example/data.csv', { resolve });
      expect(error.message).toBe(
        '“sheets.example” resolves to 127.0.0.1, which is on a private network (loopback); Mapwright only fetches public addresses.',
      );
    });

    it('a name with one public and one private address (any private address refuses)', async () => {
      const resolve = resolver({ 'mixed.example': ['93.184.216.34', '10.1.2.3'] });
      const error = await refusal('https://mixed.example/data.csv', { resolve });
      expect(error.message).toMatch(/resolves to 10\.1\.2\.3.*\(private\)/);
    });

    it('a name that does not resolve', async () => {
      const error = await refusal('https://nowhere.example/', { resolve: resolver({}) });
      expect(error.reason).toBe('unresolved');
      expect(error.message).toBe('No server was found at “nowhere.example”; check the link.');
    });
  });

  describe('refuses a redirect to an address that is not public', () => {
    const rebind = resolver({ 'rebind.example': ['127.0.0.1'] });
    it.each([
      ['127.0.0.1', () => `http://127.0.0.1:${other.port}/`, '127.0.0.1, loopback'],
      ['10.0.0.1', () => 'http://10.0.0.1/', '10.0.0.1, private'],
      [
        '169.254.169.254',
        () => 'http://169.254.169.254/latest/meta-data/iam/',
        '169.254.169.254, cloud metadata',
      ],
      ['[::1]', () => `http://[::1]:${other.port}/`, '::1, loopback'],
      ['a name resolving to loopback', () => `http://rebind.example:${other.port}/`, '127.0.0.1, loopback'],
    ])('%s', async (_name, target, what) => {
      const link = `${csv.origin}/to?url=${encodeURIComponent(target())}`;
      const error = await refusal(link, { allow: onlyTheCsvServer, resolve: rebind });
      expect(error.reason).toBe('private-address');
      expect(error.message).toMatch(/^The link redirected to a private address \(/);
      expect(error.message).toContain(`${what}); Mapwright only fetches public addresses.`);
      expect(other.hits).toEqual([]);
    });

    it('to a scheme other than http and https', async () => {
      const link = `${csv.origin}/to?url=${encodeURIComponent('file:///etc/passwd')}`;
      const error = await refusal(link, { allow: onlyTheCsvServer });
      expect(error.reason).toBe('scheme');
    });

    it('more than five times', async () => {
      const error = await refusal(`${csv.origin}/loop`, { allow: onlyTheCsvServer });
      expect(error.message).toBe(
        'The link redirected more than 5 times; use the address it finally leads to.',
      );
    });
  });

  describe('refuses links of the wrong form', () => {
    it.each([
      ['not a link', 'invalid-url'],
      ['file:///etc/passwd', 'scheme'],
      ['ftp://example.org/data.csv', 'scheme'],
      ['gopher://example.org/', 'scheme'],
      ['https://user:secret@example.org/data.csv', 'credentials'],
    ])('%s', async (link, reason) => {
      expect((await refusal(link, { resolve: resolver({}) })).reason).toBe(reason);
    });

    it('a public address on a port other than 80 and 443', async () => {
      const resolve = resolver({ 'sheets.example': ['93.184.216.34'] });
      const error = await refusal('http://sheets.example:6379/', { resolve });
      expect(error.message).toBe(
        'Mapwright only fetches links on the usual ports 80 and 443 (that one is 6379).',
      );
    });
  });

  describe('limits', () => {
    const allow = onlyTheCsvServer;

    it('refuses a file larger than the limit, by its Content-Length', async () => {
      const error = await refusal(`${csv.origin}/big`, { allow, maxBytes: 1024 });
      expect(error.message).toBe('The file is larger than 1 KB, the most Mapwright fetches for live data.');
    });

    it('counts the bytes as they arrive when there is no Content-Length, and after decompression', async () => {
      expect((await refusal(`${csv.origin}/big-streamed`, { allow, maxBytes: 1024 })).reason).toBe(
        'too-large',
      );
      expect((await refusal(`${csv.origin}/gzip-bomb`, { allow, maxBytes: 1024 })).reason).toBe('too-large');
    });

    it('says 5 MB by default', async () => {
      const error = await refusal(`${csv.origin}/huge`, { allow });
      expect(error.message).toBe('The file is larger than 5 MB, the most Mapwright fetches for live data.');
    });

    it('gives up on a server that never answers, or stops sending', async () => {
      for (const path of ['/silent', '/slow-body']) {
        const error = await refusal(`${csv.origin}${path}`, { allow, timeoutMs: 200 });
        expect(error.reason).toBe('timeout');
        expect(error.message).toBe('The server took longer than 0.2 s to send the file; try again later.');
      }
    });

    it('gives up on a name that takes too long to resolve', async () => {
      const resolve: Resolver = () => new Promise(() => undefined);
      const error = await refusal('https://slow-dns.example/data.csv', { resolve, timeoutMs: 100 });
      expect(error.reason).toBe('timeout');
    });

    it('refuses a page that is not a CSV file', async () => {
      const error = await refusal(`${csv.origin}/page`, { allow });
      expect(error.message).toBe(
        'That link does not give a CSV file (it gave text/html); publish the sheet as CSV and use that link.',
      );
    });

    it('says what the server answered when it is not a success', async () => {
      const error = await refusal(`${csv.origin}/missing`, { allow });
      expect(error.message).toBe(
        'The server answered 404 Not Found; check that the link is published and open to anyone.',
      );
    });

    it('says when nothing answers at the address', async () => {
      const closed = await startServer(() => undefined);
      await closed.close();
      const error = await refusal(`http://127.0.0.1:${closed.port}/`, { allow: allowLoopback });
      expect(error.reason).toBe('unreachable');
      expect(error.message).toMatch(/^Could not get the file from 127\.0\.0\.1:\d+ \(ECONNREFUSED\)/);
    });
  });

  describe('fetches', () => {
    it('a CSV file when loopback is allowed (the tests-only setting)', async () => {
      const got = await guardedFetch(`${csv.origin}/data.csv`, { allow: allowLoopback });
      expect(got).toEqual({ url: `${csv.origin}/data.csv`, contentType: 'text/csv', text: CSV });
    });

    it('a compressed file, and through a redirect on the same host', async () => {
      expect((await guardedFetch(`${csv.origin}/gzip.csv`, { allow: allowLoopback })).text).toBe(CSV);
      const got = await guardedFetch(`${csv.origin}/hop`, { allow: allowLoopback });
      expect(got.url).toBe(`${csv.origin}/data.csv`);
    });

    it('from the address it checked, with the name as Host (a later lookup cannot change where it goes)', async () => {
      let lookups = 0;
      const resolve: Resolver = () => {
        lookups += 1;
        // A rebinding name: public-looking when checked... here the checked answer is the test server,
        // and any second lookup would point elsewhere. There is none: the connection uses the first.
        return Promise.resolve(
          lookups === 1 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.0.0.1', family: 4 }],
        );
      };
      const before = csv.hits.length;
      const got = await guardedFetch(`http://csv.example:${csv.port}/data.csv`, {
        resolve,
        allow: allowLoopback,
      });
      expect(got.text).toBe(CSV);
      expect(lookups).toBe(1);
      expect(csv.hits.slice(before)).toEqual([`csv.example:${csv.port} /data.csv`]);
    });
  });
});
