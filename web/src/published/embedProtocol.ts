/**
 * How a published map's page (/m/{id}) and the embed snippet talk: the page, when framed, posts
 * `{type: EMBED_HEIGHT_MESSAGE, height}` to its parent whenever the height it needs changes, and the
 * snippet's one-line script sets that height on the iframe it came from. Shared by both sides, so the
 * editor's snippet and the page never disagree; tiny on purpose (the page loads nothing of the editor).
 */
export const EMBED_HEIGHT_MESSAGE = 'mapwright:embed-height';

/** Height of the page's bar under the map (links), in CSS px; published.css draws it at this height. */
export const BAR_HEIGHT_PX = 36;

/** The height the page needs at a given width: the frame's proportions, plus the bar. */
export function naturalHeight(width: number, frame: { width: number; height: number }): number {
  return Math.ceil((width * frame.height) / frame.width) + BAR_HEIGHT_PX;
}
