import type { SvgNode } from '@mapwright/core/render/svg-tree';
import { toSvgString } from '@mapwright/core/render/to-svg-string';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from './page-html';
import { PREVIEW_FONT_FAMILY } from './preview-fonts';

/**
 * The social preview: the published map's own SVG (the tree the public page shows) set to 1200 x 630,
 * the size Open Graph and Twitter cards display. The frame keeps its proportions, fitted and centred
 * (preserveAspectRatio meet); the bands around it are white like the map's page.
 */
export function previewSvg(tree: SvgNode): string {
  return fittedSvg(tree, PREVIEW_WIDTH, PREVIEW_HEIGHT);
}

/**
 * A saved map's thumbnail on /Profile (decision "Saved maps' thumbnails are drawn on the server"): 16:9 like
 * the default frame, drawn at three times the 160 x 90 box the list shows, so it is sharp on high-density
 * screens; other frames are letterboxed.
 */
const THUMBNAIL_WIDTH = 480;
const THUMBNAIL_HEIGHT = 270;

export function thumbnailSvg(tree: SvgNode): string {
  return fittedSvg(tree, THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT);
}

function fittedSvg(tree: SvgNode, width: number, height: number): string {
  return toSvgString({
    ...tree,
    attrs: { ...tree.attrs, width, height, preserveAspectRatio: 'xMidYMid meet' },
  });
}

function resvgOptions(fontFiles: readonly string[]) {
  return {
    background: '#ffffff',
    fitTo: { mode: 'original' as const },
    font: {
      loadSystemFonts: false,
      fontFiles: [...fontFiles],
      defaultFontFamily: PREVIEW_FONT_FAMILY,
      sansSerifFamily: PREVIEW_FONT_FAMILY,
    },
    logLevel: 'off' as const,
  };
}

/**
 * Rasterises the SVG with resvg (Rust, through napi) on libuv's thread pool, so the event loop keeps
 * serving while a preview is drawn. No system fonts: the fonts its text needs, the same on every server
 * (preview-fonts.ts).
 */
export async function renderPreviewPng(svg: string, fontFiles: readonly string[]): Promise<Buffer> {
  // Loaded on the first preview, not at start: most requests never need the native renderer.
  const { renderAsync } = await import('@resvg/resvg-js');
  const image = await renderAsync(svg, resvgOptions(fontFiles));
  return image.asPng();
}

/**
 * The same, on the calling thread: what a render thread does (render-job.ts). libuv's pool (4 threads)
 * is the whole process's, shared with the request thread's file reads and compression; a render thread
 * that waited on it would hold a pool thread for the whole drawing while its own thread sat idle.
 */
export async function renderPreviewPngHere(svg: string, fontFiles: readonly string[]): Promise<Buffer> {
  const { Resvg } = await import('@resvg/resvg-js');
  return new Resvg(svg, resvgOptions(fontFiles)).render().asPng();
}
