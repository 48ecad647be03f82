import { EMBED_HEIGHT_MESSAGE, naturalHeight } from './embedProtocol';

/**
 * In a frame (the embed snippet), tells the parent page the height the map needs at the frame's width,
 * whenever it changes; the snippet's script sets it on the iframe. The height is no secret, so any
 * parent may hear it ('*'); the snippet checks that the message comes from our origin and its frame.
 * Without the snippet's script the iframe keeps its fixed aspect ratio and the map fits inside.
 */
export function followHeightWhenFramed(
  frame: { width: number; height: number },
  /** The height the page's own layout needs, when it is not the frame's proportions (narrowLayout.ts). */
  measured: () => number | undefined = () => undefined,
): void {
  if (window.parent === window) return;
  document.documentElement.classList.add('is-framed');
  let last = 0;
  const post = () => {
    const height = measured() ?? naturalHeight(document.documentElement.clientWidth, frame);
    if (height === last || !Number.isFinite(height)) return;
    last = height;
    window.parent.postMessage({ type: EMBED_HEIGHT_MESSAGE, height }, '*');
  };
  const observer = new ResizeObserver(post);
  observer.observe(document.documentElement);
  const main = document.querySelector('main');
  if (main) observer.observe(main);
  post();
}
