import type { Colour } from './colour';
import { MAX_LEGEND_ORDER } from './legend';
import { patternFill } from './patterns';
import type { MapDocumentData } from './schema';

/**
 * The legend's order (decision "The legend's order is an array in the document"), the one place it is decided: `colours` (those the legend lists, in any
 * order) as `order` lists them; colours `order` does not list (a hand-written file) follow, sorted by
 * their spelling, so the result never depends on the key order of the fills.
 */
export function inLegendOrder(order: readonly Colour[], colours: Iterable<Colour>): Colour[] {
  const wanted = new Set(colours);
  const listed = order.filter((colour) => wanted.has(colour));
  const known = new Set(listed);
  const rest = [...wanted].filter((colour) => !known.has(colour)).sort();
  return [...listed, ...rest];
}

/**
 * `order` after moving `colour` to place `to` among `shown` (what the legend lists now, in its order):
 * the shown colours trade places among their slots, colours out of use keep theirs. Undefined when
 * nothing moves.
 */
export function movedInLegendOrder(
  order: readonly Colour[],
  shown: readonly Colour[],
  colour: Colour,
  to: number,
): Colour[] | undefined {
  const from = shown.indexOf(colour);
  const target = Math.max(0, Math.min(shown.length - 1, Math.trunc(to)));
  if (from < 0 || target === from) return undefined;
  const next = shown.filter((c) => c !== colour);
  next.splice(target, 0, colour);
  const listed = new Set(order);
  // Shown colours not yet listed come last in `shown`, so appending them keeps `shown` a subsequence.
  const full = [...order, ...shown.filter((c) => !listed.has(c))];
  const slots = new Set(shown);
  let index = 0;
  return full.map((c) => (slots.has(c) ? (next[index++] as Colour) : c));
}

/**
 * Colours painted on either level (listed or not, drawn or not), and the patterns laid over the heat
 * map's colours (decision "A pattern over a heat map's colour is a second channel"): they are in use too.
 */
export function paintedColours(
  doc: Pick<MapDocumentData, 'levels'> & Partial<Pick<MapDocumentData, 'heatOverlays'>>,
): Set<Colour> {
  const colours = new Set<Colour>();
  for (const level of [1, 2] as const)
    for (const colour of Object.values(doc.levels[level].fills)) colours.add(colour);
  for (const level of [1, 2] as const)
    for (const id of Object.values(doc.heatOverlays?.[level] ?? {})) colours.add(patternFill(id));
  return colours;
}

/**
 * Lists a colour just painted at the end of the legend's order, unless it is listed. At the cap,
 * colours out of use are forgotten first (they would only have come back in their old place).
 */
export function listInLegendOrder(draft: MapDocumentData, colour: Colour): void {
  const order = draft.legend.order;
  if (order.includes(colour)) return;
  if (order.length >= MAX_LEGEND_ORDER) {
    const painted = paintedColours(draft);
    draft.legend.order = order.filter((c) => painted.has(c));
  }
  draft.legend.order.push(colour);
}
