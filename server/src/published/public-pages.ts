import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { PUBLIC_ID_PATTERN } from '@mapwright/core/api/publishedMaps';
import { countryBySlug } from '@mapwright/core/countries/countries';
import { parseDocument } from '@mapwright/core/document/parse-document';
import type { MapDocument } from '@mapwright/core/document/schema';
import { attributionOfDrawnLevels } from '@mapwright/core/geodata/attribution';
import type { SvgNode } from '@mapwright/core/render/svg-tree';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/open';
import { errorBody } from '../errors';
import { CompressedBodies, type ContentEncoding } from '../http/compressed-cache';
import { negotiateEncoding } from '../http/compression';
import { allowFramingByAnySite, isBehindTls } from '../http/security-headers';
import { serializeError, type Logger } from '../logger';
import {
  createPublishedMapRepository,
  type PublishedMapRepository,
  type PublishedStamp,
} from '../repositories/published-maps';
import { emojiIdsOf } from '@mapwright/core/emoji/credit';
import { loadEmoji } from './emoji';
import { createPublishedGeometry, type PublishedGeometry } from './geometry';
import { escapeHtml, publishedPageHtml } from './page-html';
import { previewSvg, renderPreviewPng } from './preview';
import { previewFontFiles } from './preview-fonts';
import { divisionNames, renderPublishedMap } from './render';
import { webTemplate, type WebTemplate } from './templates';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Memory for built pages (all encodings) and preview images; least recently used first out. */
const PAGE_CACHE_BYTES = 96 * 1024 * 1024;
const PREVIEW_CACHE_BYTES = 32 * 1024 * 1024;
/** Previews drawn at once: each takes a thread of libuv's pool (4) and a frame of memory. */
const PREVIEW_RENDERS_AT_ONCE = 2;

type Encoding = ContentEncoding | 'identity';

/**
 * The public side of published maps: the page `/m/{id}` (drawn on the server, framable by any site) and
 * its social preview `/m/{id}/preview.png` (1200 x 630, resvg). Reading costs no download and needs no
 * account. Both are cached per published version: a request asks the database for the map's version
 * (one primary-key lookup) and answers from memory when that version was built already, so republishing
 * (a new version) or unpublishing (no row: 404) takes effect on the next request, on every app server.
 * Publishing warms this server's caches, so the first visitor (often the author) gets a built page.
 * Unknown and unpublished ids get the web app's not-found page with status 404.
 */
export interface PublicPages {
  page(c: Context, publicId: string): Promise<Response>;
  preview(c: Context, publicId: string): Promise<Response>;
  /** The web app's not-found page, status 404 (its router has no route for the path). */
  notFound(c: Context): Promise<Response>;
  /** Builds the page (brotli, as browsers ask) and the preview of a just-published version, in the background. */
  warm(publicId: string, origin: string): void;
}

export function createPublicPages(deps: {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
}): PublicPages {
  const { config, logger } = deps;
  const published = createPublishedMapRepository(deps.database.db);
  const geometry = createPublishedGeometry(config.mapsDir);
  const pageTemplate = webTemplate(config.webDist, 'published.html');
  const indexTemplate = webTemplate(config.webDist, 'index.html');
  const pages = new CompressedBodies(PAGE_CACHE_BYTES, PAGE_CACHE_BYTES / 4);
  const previews = new CompressedBodies(PREVIEW_CACHE_BYTES);
  const building = new Map<string, Promise<Built>>();
  const previewSlot = semaphore(PREVIEW_RENDERS_AT_ONCE);

  /** One build per key at a time: concurrent first requests share it. */
  const once = (key: string, build: () => Promise<Built>): Promise<Built> => {
    let pending = building.get(key);
    if (!pending) {
      pending = build().finally(() => building.delete(key));
      building.set(key, pending);
    }
    return pending;
  };

  const stampOf = (publicId: string) =>
    PUBLIC_ID_PATTERN.test(publicId) ? published.stampOf(publicId) : Promise.resolve(undefined);

  async function pageValidator(
    publicId: string,
    stamp: PublishedStamp,
    template: WebTemplate,
    origin: string,
  ) {
    const entry = await geometry.entryOf(stamp.country);
    return validator('page', publicId, stamp.version, template.stamp, entry?.projected?.url, origin);
  }

  async function previewValidator(publicId: string, stamp: PublishedStamp) {
    const entry = await geometry.entryOf(stamp.country);
    return validator('preview', publicId, stamp.version, entry?.projected?.url);
  }

  /** The page's bytes in one encoding: from memory, else compressed from the page, built if need be. */
  async function pageBody(etag: string, encoding: Encoding, build: () => Promise<Built>): Promise<Built> {
    const key = `${etag}|${encoding}`;
    const cached = pages.get(key);
    if (cached) return { kind: 'ok', bytes: cached };
    return once(key, async () => {
      const plain = await plainPage(etag, build);
      if (plain.kind !== 'ok') return plain;
      const bytes = await encode(plain.bytes, encoding);
      pages.set(key, bytes);
      return { kind: 'ok', bytes };
    });
  }

  async function plainPage(etag: string, build: () => Promise<Built>): Promise<Built> {
    const key = `${etag}|identity`;
    const cached = pages.get(key);
    if (cached) return { kind: 'ok', bytes: cached };
    return once(`${key}|build`, async () => {
      const built = await build();
      if (built.kind === 'ok') pages.set(key, built.bytes);
      return built;
    });
  }

  async function buildPage(publicId: string, origin: string, template: WebTemplate): Promise<Built> {
    const drawn = await drawPublished(published, geometry, publicId);
    if (drawn.kind !== 'drawn') return drawn;
    const html = publishedPageHtml(template.text, {
      publicId,
      version: drawn.version,
      origin,
      doc: drawn.doc,
      countryName: countryBySlug(drawn.doc.country)?.name ?? drawn.doc.country,
      tree: drawn.tree,
      names: drawn.names(),
    });
    return { kind: 'ok', bytes: Buffer.from(html, 'utf8') };
  }

  async function previewBytes(publicId: string, etag: string): Promise<Built> {
    const cached = previews.get(etag);
    if (cached) return { kind: 'ok', bytes: cached };
    return once(etag, async () => {
      const drawn = await drawPublished(published, geometry, publicId);
      if (drawn.kind !== 'drawn') return drawn;
      const svg = previewSvg(drawn.tree);
      const fonts = await previewFontFiles(drawn.tree);
      const png = await previewSlot(() => renderPreviewPng(svg, fonts));
      previews.set(etag, png);
      return { kind: 'ok', bytes: png };
    });
  }

  async function notFound(c: Context): Promise<Response> {
    const index = await indexTemplate();
    const headers = { 'Cache-Control': 'no-store' };
    if (!index) return c.html('<!doctype html><title>Not found</title><h1>PAGE NOT FOUND</h1>', 404, headers);
    return c.html(index.text, 404, headers);
  }

  return {
    notFound,

    async page(c, publicId) {
      const stamp = await stampOf(publicId);
      if (!stamp) return notFound(c);
      const template = await pageTemplate();
      if (!template) return unavailable(c, 'The web app is not built yet (run npm run build).');
      const origin = originOf(c, config);
      const etag = await pageValidator(publicId, stamp, template, origin);
      allowFramingByAnySite(c);
      const headers = { 'Cache-Control': 'no-cache', ETag: etag, Vary: 'Accept-Encoding' };
      if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
      const encoding: Encoding = negotiateEncoding(c.req.header('accept-encoding')) ?? 'identity';
      const built = await pageBody(etag, encoding, () => buildPage(publicId, origin, template));
      if (built.kind !== 'ok') return built.kind === 'gone' ? notFound(c) : unavailable(c, built.message);
      return c.body(built.bytes as Uint8Array<ArrayBuffer>, 200, {
        ...headers,
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': String(built.bytes.byteLength),
        ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
      });
    },

    async preview(c, publicId) {
      const stamp = await stampOf(publicId);
      if (!stamp) return previewMissing(c);
      const etag = await previewValidator(publicId, stamp);
      // The page links the image with ?v={version}, so a republished map gets a new URL anyway.
      const headers = { 'Cache-Control': 'public, max-age=3600', ETag: etag };
      if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
      const built = await previewBytes(publicId, etag);
      if (built.kind !== 'ok')
        return built.kind === 'gone' ? previewMissing(c) : unavailable(c, built.message);
      return c.body(built.bytes as Uint8Array<ArrayBuffer>, 200, {
        ...headers,
        'Content-Type': 'image/png',
        'Content-Length': String(built.bytes.byteLength),
      });
    },

    warm(publicId, origin) {
      const work = async () => {
        const [stamp, template] = await Promise.all([stampOf(publicId), pageTemplate()]);
        if (!stamp || !template) return;
        const etag = await pageValidator(publicId, stamp, template, origin);
        await pageBody(etag, 'br', () => buildPage(publicId, origin, template));
        await previewBytes(publicId, await previewValidator(publicId, stamp));
      };
      work().catch((error: unknown) => {
        logger.warn('could not prepare a published page', { publicId, error: serializeError(error) });
      });
    },
  };
}

type Built =
  | { readonly kind: 'ok'; readonly bytes: Uint8Array }
  /** Unpublished between the lookup and the build. */
  | { readonly kind: 'gone' }
  | { readonly kind: 'unavailable'; readonly message: string };

type Drawn =
  | {
      readonly kind: 'drawn';
      readonly doc: MapDocument;
      readonly version: number;
      readonly tree: SvgNode;
      readonly names: () => ReturnType<typeof divisionNames>;
    }
  | Exclude<Built, { kind: 'ok' }>;

/** Reads the snapshot and draws it with renderMap over the country's projected map file. */
async function drawPublished(
  published: PublishedMapRepository,
  geometry: PublishedGeometry,
  publicId: string,
): Promise<Drawn> {
  const snapshot = await published.read(publicId);
  if (!snapshot) return { kind: 'gone' };
  const parsed = parseDocument(snapshot.document);
  // Stored documents were validated when saved; one that no longer reads is a bug, not the visitor's.
  if (!parsed.ok) throw new Error(`Published map ${publicId} cannot be read: ${parsed.error}`);
  const doc = parsed.doc;
  const map = await geometry.mapOf(doc.country);
  if (!map) return { kind: 'unavailable', message: 'The map data is not available right now.' };
  // Annotations pinned to the map need the map's projection; emojis their glyphs.
  const anchored = doc.annotations.some(
    (a) => a.anchor.kind === 'map' || (a.type === 'note' && a.target.kind === 'map'),
  );
  const [geo, emoji] = await Promise.all([
    anchored ? geometry.projectionOf(map.entry) : undefined,
    loadEmoji(emojiIdsOf(doc)),
  ]);
  const tree = renderPublishedMap(doc, map.projected, attributionOfDrawnLevels(map.entry, doc), {
    ...(geo && { geo }),
    emoji,
  });
  return {
    kind: 'drawn',
    doc,
    version: snapshot.version,
    tree,
    names: () => divisionNames(doc, map.projected),
  };
}

function encode(bytes: Uint8Array, encoding: Encoding): Promise<Uint8Array> {
  if (encoding === 'gzip') return gzipAsync(bytes, { level: 6 });
  if (encoding === 'br') {
    // Quality 5: as fast as gzip and smaller; built once per published version and kept.
    return brotli(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength },
    });
  }
  return Promise.resolve(bytes);
}

/** A strong validator from everything the response is made of. */
function validator(...parts: readonly (string | number | undefined)[]): string {
  return `"${createHash('sha256').update(parts.join('\0')).digest('base64url').slice(0, 22)}"`;
}

function matches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * The origin the Open Graph URLs name: PUBLIC_URL when set (set it in production), else the address
 * the request came to (the page cache is keyed by it, so a forged Host header cannot reach other
 * visitors' pages).
 */
export function originOf(c: Context, config: Pick<Config, 'publicUrl' | 'trustProxy'>): string {
  if (config.publicUrl) return config.publicUrl.origin;
  const url = new URL(c.req.url);
  if (isBehindTls(c, config)) url.protocol = 'https:';
  return url.origin;
}

function previewMissing(c: Context): Response {
  return c.json(errorBody('not-found', 'No such published map'), 404, { 'Cache-Control': 'no-store' });
}

function unavailable(c: Context, message: string): Response {
  const html = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Mapwright: map unavailable</title>
<h1>This map cannot be shown right now</h1>
<p>${escapeHtml(message)}</p>
</html>
`;
  return c.html(html, 503, { 'Cache-Control': 'no-store', 'Retry-After': '60' });
}

/** Runs at most `limit` tasks at once; the others wait in order. */
function semaphore(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}
