import path from 'node:path';
import type { Context } from 'hono';
import { errorBody } from '../errors';
import { REVALIDATE, webCacheControl } from './cache-policy';
import { etagFor } from './static-files';
import { notModified, validator } from './etag';
import type { MapPreloads } from './map-preload';
import { pageHeadOf, pageMetaTexts, withPageHead } from './page-meta';
import type { PublicOrigin } from './public-origin';
import { webTemplate } from '../published/templates';
import { isPrecompressedSibling } from '../../../pipeline/src/precompressed';
import { findFile, resolveInside, sendFile, type FoundFile } from './static-files';

/**
 * Serves the built web app: existing files as they are, every other path as index.html so the client
 * router can handle /Countries/SriLanka and friends (history fallback). Missing files under /assets/ are
 * a real 404: answering a lost script with HTML would only produce a confusing MIME error in the browser.
 * index.html carries the map files its page fetches first as preload hints (map-preload.ts), and, for
 * a page that has metadata, its title, description and hreflang links in the page's language
 * (page-meta.ts), so crawlers read them without running the app.
 */
export function createWebAppHandler(webDist: string, mapPreloads?: MapPreloads, publicOrigin?: PublicOrigin) {
  const metaTexts = pageMetaTexts(webDist);
  const indexText = webTemplate(webDist, 'index.html');
  return async (c: Context): Promise<Response> => {
    const urlPath = c.req.path;
    const target = resolveInside(webDist, urlPath);
    // A .br or .gz sibling is how a file is sent compressed, never a file of its own.
    const file =
      target === undefined || isPrecompressedSibling(target) ? undefined : await findFile(webDist, target);
    if (file) return sendFile(c, file, webCacheControl(urlPath));
    if (urlPath.startsWith('/assets/')) {
      return c.json(errorBody('not-found', `No such file: ${urlPath}`), 404, { 'Cache-Control': REVALIDATE });
    }
    // Looked up per request rather than once at start, so building while the server runs just works.
    const index = await findFile(webDist, path.join(webDist, 'index.html'));
    if (!index) return notBuiltPage(c, webDist);
    const response = (await withHead(c, index)) ?? sendFile(c, index, REVALIDATE);
    const links = await mapPreloads?.(urlPath);
    if (links) response.headers.set('Link', links);
    return response;
  };

  /** index.html with the page's head filled in, when the page has metadata and the build its texts. */
  async function withHead(c: Context, index: FoundFile): Promise<Response | undefined> {
    const url = new URL(c.req.url);
    const texts = await metaTexts();
    const head =
      texts && pageHeadOf(texts, publicOrigin?.value ?? url.origin, url.pathname, url.searchParams);
    const html = head && (await indexText());
    if (!head || !html) return undefined;
    // One version per build of index.html and per language (the address's ?lang).
    const headers = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': REVALIDATE,
      ETag: validator(etagFor(index), head.lang, head.canonical),
    };
    const unchanged = notModified(c, headers);
    if (unchanged) return unchanged;
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(withPageHead(html.text, head), 200, headers);
  }
}

function notBuiltPage(c: Context, webDist: string): Response {
  const html = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Mapwright: web app not built</title>
<h1>The web app is not built</h1>
<p>The server found no index.html in <code>${escapeHtml(webDist)}</code>.</p>
<p>Run <code>npm run build</code> (or start with <code>npm start</code>, which builds it), then reload this page.</p>
</html>
`;
  return c.html(html, 503, { 'Cache-Control': 'no-store' });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
