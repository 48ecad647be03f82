import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { PUBLIC_ID_PATTERN } from '@mapwright/core/api/publishedMaps';
import { clientAddress } from '../auth/routes';
import type { Config } from '../config';
import { errorBody } from '../errors';
import { notModified, validator } from '../http/etag';
import { CompressedBodies, type ContentEncoding } from '../http/compressed-cache';
import { negotiateEncoding } from '../http/compression';
import type { PublicOrigin } from '../http/public-origin';
import { createRateLimiter } from '../http/rate-limit';
import { allowFramingByAnySite } from '../http/security-headers';
import { serializeError, type Logger } from '../logger';
import type { PublishedLive, LiveState } from '../live-data/published-live';
import type { PublishedMapRepository, PublishedStamp } from '../repositories/published-maps';
import type { RequestLimitRepository } from '../repositories/request-limits';
import { createPublishedGeometry } from './geometry';
import { escapeHtml } from './page-html';
import type { RenderPool } from './render-pool';
import type { RenderJob } from './render-job';
import { webTemplate, type WebTemplate } from './templates';
import type { ServerTexts } from '@mapwright/core/api/server-texts';
import { directionOf } from '@mapwright/core/api/language';
import { acceptedLanguage, serverTexts, translatorOf, type Translate } from '../http/server-texts';
import type { RenderFailure } from './render-pool';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Memory for built pages (all encodings) and preview images; least recently used first out. */
const PAGE_CACHE_BYTES = 96 * 1024 * 1024;
const PREVIEW_CACHE_BYTES = 32 * 1024 * 1024;
/** Maps whose built versions are tracked for forget(); past it the oldest map's entries are dropped. */
const MAX_TRACKED_MAPS = 20_000;

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
  warm(publicId: string): void;
  /**
   * Drops what was built of this map (every version): it was republished or unpublished, on this
   * server or another (services.ts listens for the database's notification).
   */
  forget(publicId: string): void;
  /** Drops everything built (notifications may have been missed while the listener reconnected). */
  forgetAll(): void;
  /** Ends the render threads. */
  close(): Promise<void>;
}

export function createPublicPages(deps: {
  config: Config;
  published: PublishedMapRepository;
  /** The database's counters, shared by every app server: drawings per client address a minute. */
  requestLimits: RequestLimitRepository;
  logger: Logger;
  /** The origin og:url, canonical links and embed snippets name, and the cache is keyed by. */
  publicOrigin: PublicOrigin;
  /** The server's one render pool, shared with the thumbnails (services.ts). */
  renderPool: RenderPool;
  /** The linked files of published maps, refreshed on their schedules (published-live.ts). */
  live: PublishedLive;
}): PublicPages {
  const { config, logger, publicOrigin, published } = deps;
  const geometry = createPublishedGeometry(config.mapsDir);
  const pool = deps.renderPool;
  const pageTemplate = webTemplate(config.webDist, 'published.html');
  const texts = serverTexts(config.webDist);
  /** What a page is built from besides the map: the built template and texts; none while not built. */
  const pageSources = async (): Promise<PageSources | undefined> => {
    const [template, built] = await Promise.all([pageTemplate(), texts()]);
    return template ? { template, serverTexts: built } : undefined;
  };
  const indexTemplate = webTemplate(config.webDist, 'index.html');
  const pages = new CompressedBodies(PAGE_CACHE_BYTES, PAGE_CACHE_BYTES / 4);
  const previews = new CompressedBodies(PREVIEW_CACHE_BYTES);
  const building = new Map<string, Promise<Built>>();
  /**
   * Drawings that failed (past their deadline or memory), by validator, until their Retry-After: asking
   * again meanwhile answers 503 at once instead of spending another deadline's worth of a thread.
   */
  const failed = new Map<string, { until: number; failure: RenderFailure }>();
  /** The validators built per map, so forget() finds its entries; oldest maps first out past the cap. */
  const validators = new Map<string, Set<string>>();
  const track = (publicId: string, etag: string) => {
    let known = validators.get(publicId);
    if (!known) {
      validators.set(publicId, (known = new Set()));
      if (validators.size > MAX_TRACKED_MAPS) {
        const oldest = validators.keys().next().value;
        if (oldest !== undefined) forget(oldest);
      }
    }
    known.add(etag);
    return etag;
  };
  function forget(publicId: string) {
    for (const etag of validators.get(publicId) ?? []) {
      for (const encoding of ['identity', 'br', 'gzip']) pages.delete(`${etag}|${encoding}`);
      previews.delete(etag);
      failed.delete(etag);
    }
    validators.delete(publicId);
  }
  const renders = createRateLimiter(deps.requestLimits, 'render-address', {
    max: config.rateLimits.rendersPerAddress,
    windowSeconds: 60,
  });

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

  /** A published version's linked data as drawn now; part of what its page and preview are built from. */
  const liveOf = (publicId: string, stamp: PublishedStamp): Promise<LiveState | null> =>
    deps.live.stateOf(`${publicId}@${stamp.version}`, async () => (await published.read(publicId))?.document);

  async function pageValidator(
    publicId: string,
    stamp: PublishedStamp,
    sources: PageSources,
    live: LiveState | null,
  ) {
    const entry = await geometry.entryOf(stamp.country);
    return track(
      publicId,
      validator(
        'page',
        publicId,
        stamp.version,
        sources.template.stamp,
        sources.serverTexts.stamp,
        entry?.projected?.url,
        publicOrigin.value,
        live?.fetchedAt,
        live?.stale?.failedAt,
      ),
    );
  }

  /** A drawing in a render thread; a failure is remembered until its Retry-After. */
  async function draw(etag: string, job: RenderJob): Promise<Built> {
    const known = failed.get(etag);
    if (known && known.until > Date.now()) return known.failure;
    failed.delete(etag);
    const result = await pool.run(job);
    if (result.kind === 'ok') return result;
    failed.set(etag, { until: Date.now() + result.retryAfterSeconds * 1000, failure: result });
    for (const [key, entry] of failed)
      if (entry.until <= Date.now() || failed.size > 1000) failed.delete(key);
    return result;
  }

  /**
   * Whether this client may have one more drawing made (answers from the cache are free): 429 with
   * Retry-After past RENDER_RATE_LIMIT a minute.
   */
  async function renderAllowed(c: Context): Promise<Response | undefined> {
    const outcome = await renders.consume(clientAddress(c, config.trustProxy));
    if (outcome.allowed) return undefined;
    const seconds = outcome.retryAfterSeconds;
    return statusPage(c, 429, seconds, (t) => ({
      heading: t('published:unavailable.tooMany'),
      message: t('published:unavailable.wait', { seconds }),
    }));
  }

  async function previewValidator(publicId: string, stamp: PublishedStamp, live: LiveState | null) {
    const entry = await geometry.entryOf(stamp.country);
    return track(
      publicId,
      validator('preview', publicId, stamp.version, entry?.projected?.url, live?.fetchedAt),
    );
  }

  /** The page's bytes in one encoding: from memory, else compressed from the page, built if need be. */
  function pageCached(etag: string, encoding: Encoding): boolean {
    return (
      pages.get(`${etag}|${encoding}`) !== undefined ||
      pages.get(`${etag}|identity`) !== undefined ||
      building.has(`${etag}|${encoding}`) ||
      building.has(`${etag}|identity|build`)
    );
  }

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

  async function buildPage(
    publicId: string,
    etag: string,
    sources: PageSources,
    live: LiveState | null,
  ): Promise<Built> {
    const snapshot = await published.read(publicId);
    if (!snapshot) return { kind: 'gone' };
    return draw(etag, {
      kind: 'page',
      publicId,
      version: snapshot.version,
      document: snapshot.document,
      origin: publicOrigin.value,
      template: sources.template.text,
      texts: sources.serverTexts.texts,
      ...(live && { live }),
    });
  }

  async function previewBytes(publicId: string, etag: string, live: LiveState | null): Promise<Built> {
    const cached = previews.get(etag);
    if (cached) return { kind: 'ok', bytes: cached };
    return once(etag, async () => {
      const snapshot = await published.read(publicId);
      if (!snapshot) return { kind: 'gone' };
      const drawn = await draw(etag, {
        kind: 'preview',
        publicId,
        document: snapshot.document,
        ...(live && { live }),
      });
      if (drawn.kind === 'ok') previews.set(etag, drawn.bytes);
      return drawn;
    });
  }

  /**
   * A page of the server's own saying why a map is not shown, in the visitor's language (their
   * Accept-Language: it is never cached, so it needs no address of its own).
   */
  async function statusPage(
    c: Context,
    status: 429 | 503,
    retryAfterSeconds: number,
    say: (t: Translate) => { readonly heading: string; readonly message: string },
  ): Promise<Response> {
    const built = await texts();
    const language = acceptedLanguage(c.req.header('accept-language'));
    const t = translatorOf(built.texts, language);
    const { heading, message } = say(t);
    return c.html(statusHtml(language, t('published:unavailable.title'), heading, message), status, {
      'Cache-Control': 'no-store',
      'Retry-After': String(retryAfterSeconds),
    });
  }

  function unavailable(c: Context, failure: RenderFailure): Promise<Response> {
    return statusPage(c, 503, failure.retryAfterSeconds, (t) => ({
      heading: t('published:unavailable.heading'),
      message: t(`published:unavailable.${failure.reason}`, { seconds: failure.limitSeconds ?? 0 }),
    }));
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
      const sources = await pageSources();
      if (!sources) return notBuilt(c);
      const live = await liveOf(publicId, stamp);
      const etag = await pageValidator(publicId, stamp, sources, live);
      allowFramingByAnySite(c);
      const headers = { 'Cache-Control': 'no-cache', ETag: etag, Vary: 'Accept-Encoding' };
      const unchanged = notModified(c, headers);
      if (unchanged) return unchanged;
      const encoding: Encoding = negotiateEncoding(c.req.header('accept-encoding')) ?? 'identity';
      if (!pageCached(etag, encoding)) {
        const refused = await renderAllowed(c);
        if (refused) return refused;
      }
      const built = await pageBody(etag, encoding, () => buildPage(publicId, etag, sources, live));
      if (built.kind !== 'ok') return built.kind === 'gone' ? notFound(c) : unavailable(c, built);
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
      const live = await liveOf(publicId, stamp);
      const etag = await previewValidator(publicId, stamp, live);
      // The page links the image with ?v={version}, so a republished map gets a new URL anyway.
      const headers = { 'Cache-Control': 'public, max-age=3600', ETag: etag };
      const unchanged = notModified(c, headers);
      if (unchanged) return unchanged;
      if (previews.get(etag) === undefined && !building.has(etag)) {
        const refused = await renderAllowed(c);
        if (refused) return refused;
      }
      const built = await previewBytes(publicId, etag, live);
      if (built.kind !== 'ok') return built.kind === 'gone' ? previewMissing(c) : unavailable(c, built);
      return c.body(built.bytes as Uint8Array<ArrayBuffer>, 200, {
        ...headers,
        'Content-Type': 'image/png',
        'Content-Length': String(built.bytes.byteLength),
      });
    },

    warm(publicId) {
      const work = async () => {
        const [stamp, sources] = await Promise.all([stampOf(publicId), pageSources()]);
        if (!stamp || !sources) return;
        const live = await liveOf(publicId, stamp);
        const etag = await pageValidator(publicId, stamp, sources, live);
        await pageBody(etag, 'br', () => buildPage(publicId, etag, sources, live));
        await previewBytes(publicId, await previewValidator(publicId, stamp, live), live);
      };
      work().catch((error: unknown) => {
        logger.warn('could not prepare a published page', { publicId, error: serializeError(error) });
      });
    },

    forget,

    forgetAll() {
      for (const publicId of [...validators.keys()]) forget(publicId);
    },

    close: () => pool.close(),
  };
}

/** The built template and texts a published page is made with. */
interface PageSources {
  readonly template: WebTemplate;
  readonly serverTexts: { readonly texts: ServerTexts; readonly stamp: string };
}

type Built =
  | { readonly kind: 'ok'; readonly bytes: Uint8Array }
  /** Unpublished between the lookup and the build. */
  | { readonly kind: 'gone' }
  | RenderFailure;

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

function previewMissing(c: Context): Response {
  return c.json(errorBody('not-found', 'No such published map'), 404, { 'Cache-Control': 'no-store' });
}

/** Before the web app is built there is no page to fill in: a developer's page, in English. */
function notBuilt(c: Context): Response {
  return c.html(
    statusHtml('en', 'Mapwright', 'Mapwright', 'The web app is not built yet (run npm run build).'),
    503,
    { 'Cache-Control': 'no-store', 'Retry-After': '60' },
  );
}

function statusHtml(language: string, title: string, heading: string, message: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(language)}" dir="${directionOf(language)}">
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(message)}</p>
</html>
`;
}
