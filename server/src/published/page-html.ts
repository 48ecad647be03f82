import type { MapDocument } from '@mapwright/core/document/schema';
import { publishedCopyPath, publishedPath } from '@mapwright/core/api/publishedMaps';
import { mapSlugOf } from '@mapwright/core/document/map-slug';
import type { SvgNode } from '@mapwright/core/render/svg-tree';
import { toSvgString } from '@mapwright/core/render/to-svg-string';
import type { LiveState } from '../live-data/published-live';
import type { TimeSeriesFills } from '@mapwright/core/render/time-series-fills';
import { directionOf } from '@mapwright/core/api/language';
import type { Translate } from '../http/server-texts';
import type { DivisionNames } from './render';

/** Where the server puts the page's head tags and body into the built `published.html`. */
const HEAD_SLOT = '<!--mapwright:head-->';
const BODY_SLOT = '<!--mapwright:body-->';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

export interface PublishedPage {
  readonly publicId: string;
  readonly version: number;
  /** Absolute origin for the Open Graph URLs: PUBLIC_URL, else the address the request came to. */
  readonly origin: string;
  readonly doc: MapDocument;
  /** The map's country (or own boundaries) named in the page's language. */
  readonly countryName: string;
  /**
   * The page's language, the map's own (decision "The server's pages speak from the web's catalogues"),
   * and its texts in it.
   */
  readonly language: string;
  readonly t: Translate;
  readonly tree: SvgNode;
  readonly names: DivisionNames;
  /** The linked file the map's data was read from this time: its address, when it was got, a failure since. */
  readonly live?: LiveState & { readonly url: string };
  /** A time map's fills and labels per step, for the page's slider and play; none for other maps. */
  readonly timeSeries?: TimeSeriesFills;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** JSON inside <script type="application/json">: no '<', so no '</script>' can end it early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function pageTitle(page: PublishedPage): string {
  const title = page.doc.title.text.trim();
  return title === '' ? page.t('published:title', { country: page.countryName }) : title;
}

function pageDescription(page: PublishedPage): string {
  const subtitle = page.doc.subtitle.text.trim();
  return subtitle === '' ? page.t('published:description', { country: page.countryName }) : subtitle;
}

function previewPath(publicId: string, version: number): string {
  return `${publishedPath(publicId)}/preview.png?v=${version}`;
}

/**
 * The public page: the built `published.html` (its script and styles, from Vite) with the title, the
 * Open Graph and Twitter card tags, the map's SVG drawn on the server, the zoom buttons (shown by the
 * script), the "Make your own copy" and "Made with Mapwright" links, and the hover names as JSON. Every
 * user text is escaped; the markup holds the document's drawing and the public id, nothing private.
 */
export function publishedPageHtml(template: string, page: PublishedPage): string {
  if (!template.includes(HEAD_SLOT) || !template.includes(BODY_SLOT)) {
    throw new Error('published.html has no slots for the page; rebuild the web app');
  }
  return template
    .replace(/<html[^>]*>/, `<html lang="${escapeHtml(page.language)}" dir="${directionOf(page.language)}">`)
    .replace(HEAD_SLOT, () => headTags(page))
    .replace(BODY_SLOT, () => body(page));
}

function headTags(page: PublishedPage): string {
  const title = pageTitle(page);
  const description = pageDescription(page);
  const url = `${page.origin}${publishedPath(page.publicId)}`;
  const image = `${page.origin}${previewPath(page.publicId, page.version)}`;
  const alt = page.t('published:imageAlt', { country: page.countryName, title });
  const meta = (attr: 'name' | 'property', key: string, content: string | number) =>
    `<meta ${attr}="${key}" content="${escapeHtml(String(content))}" />`;
  return [
    `<title>${escapeHtml(title)} · Mapwright</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Mapwright'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', PREVIEW_WIDTH),
    meta('property', 'og:image:height', PREVIEW_HEIGHT),
    meta('property', 'og:image:alt', alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', alt),
  ].join('\n    ');
}

/**
 * "3 Dec 2026, 18:40 UTC": a moment as the page states it, the same for every visitor, in the page's
 * language (English as en-GB: day before month, 24 hours).
 */
function utcText(iso: string, language: string): string {
  const locale = language === 'en' ? 'en-GB' : language;
  const date = new Date(iso);
  const day = date.toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const time = date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${day}, ${time} UTC`;
}

/** Stands for an HTML element inside a translated sentence, which is escaped around it. */
const ELEMENT_SLOT = '\u0000';

/** Where the data came from and when it was got; when the latest fetch failed, that too. */
function liveLine(page: PublishedPage, live: LiveState & { readonly url: string }): string {
  const host = URL.canParse(live.url) ? new URL(live.url).host : live.url;
  const got = `<time datetime="${escapeHtml(live.fetchedAt)}">${escapeHtml(utcText(live.fetchedAt, page.language))}</time>`;
  const line = escapeHtml(page.t('published:live.line', { host, time: ELEMENT_SLOT })).replace(
    ELEMENT_SLOT,
    () => got,
  );
  const stale = live.stale
    ? ` ${escapeHtml(page.t('published:live.stale', { reason: live.stale.message }))}`
    : '';
  return `<p class="published__live" data-testid="published-live">${line}${stale}</p>
      `;
}

function body(page: PublishedPage): string {
  const { width, height } = page.doc.frame;
  const { t } = page;
  const title = pageTitle(page);
  const root: SvgNode = {
    ...page.tree,
    attrs: { ...page.tree.attrs, class: 'published__map', role: 'img', 'aria-label': title },
  };
  return `<main class="published" data-published-id="${escapeHtml(page.publicId)}" data-frame-width="${width}" data-frame-height="${height}">
      <div class="published__stage">
        ${toSvgString(root)}
        <div class="published__zoom" role="group" aria-label="${escapeHtml(t('published:zoom.group'))}" hidden>
          <button type="button" data-zoom="in" aria-label="${escapeHtml(t('published:zoom.in'))}" title="${escapeHtml(t('published:zoom.in'))}">+</button>
          <button type="button" data-zoom="out" aria-label="${escapeHtml(t('published:zoom.out'))}" title="${escapeHtml(t('published:zoom.out'))}">&#8722;</button>
          <button type="button" data-zoom="reset" aria-label="${escapeHtml(t('published:zoom.reset'))}" title="${escapeHtml(t('published:zoom.reset'))}">&#8634;</button>
        </div>
        <div class="published__tooltip" role="tooltip" hidden></div>${timeControl(page)}
      </div>
      ${page.live ? liveLine(page, page.live) : ''}<footer class="published__bar">
        <a class="published__copy" href="${escapeHtml(publishedCopyPath(mapSlugOf(page.doc), page.publicId))}" target="_blank" rel="noopener">${escapeHtml(t('published:copy'))}</a>
        <a class="published__made" href="/" target="_blank" rel="noopener">${escapeHtml(t('published:made'))}</a>
      </footer>
    </main>
    <script type="application/json" id="published-names">${scriptJson(page.names)}</script>${
      page.timeSeries
        ? `\n    <script type="application/json" id="published-time">${scriptJson(page.timeSeries)}</script>`
        : ''
    }`;
}

/**
 * A time map's control: play and a slider of the steps, with the step shown, shown by the script (which
 * recolours the drawn map from the steps' fills); the map as drawn is the current step's.
 */
function timeControl(page: PublishedPage): string {
  const { timeSeries: series, t } = page;
  if (!series) return '';
  const label = escapeHtml(series.steps[series.current]?.label ?? '');
  // The script swaps the button's name between play and pause: both are given it here.
  return `
        <div class="published__time" role="group" aria-label="${escapeHtml(t('published:time.group'))}" hidden>
          <button type="button" class="published__play" aria-label="${escapeHtml(t('published:time.play'))}" data-play-label="${escapeHtml(t('published:time.play'))}" data-pause-label="${escapeHtml(t('published:time.pause'))}">&#9654;</button>
          <input type="range" class="published__slider" min="0" max="${series.steps.length - 1}" step="1" value="${series.current}" aria-label="${escapeHtml(t('published:time.step'))}" aria-valuetext="${label}" />
          <output class="published__step">${label}</output>
        </div>`;
}
