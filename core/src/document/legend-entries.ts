import { categoryLevelOf } from './categories';
import type { Colour } from './colour';
import type { MapDocument } from './schema';
import { inLegendOrder } from './legend-order';
import { shownHeatOverlays } from './heat-overlays';
import { patternFill } from './patterns';
import { filledLevels, paintedLevels } from './show';
import { shownTerritories } from './territories';

export interface LegendEntry {
  readonly colour: Colour;
  /** The label the user typed for this colour; '' when none yet. */
  readonly label: string;
  /** Set on a territory's entry (its fill and name), listed after the colours. */
  readonly territory?: string;
  /** Set on a category's entry (its text), and '' on the categorical map's no-data entry; listed first. */
  readonly category?: string;
}

/**
 * The colours painted on the levels whose paint shows (both, with both shown), in the legend's order
 * (`legend.order`, see inLegendOrder: never the key order of the fills, which JavaScript and jsonb change).
 */
export function coloursInUse(doc: MapDocument): readonly Colour[] {
  const seen = new Set<Colour>();
  for (const level of paintedLevels(doc)) {
    for (const colour of Object.values(doc.levels[level].fills)) seen.add(colour);
  }
  // A pattern laid over the heat map's colours has its entry as a paint has (decision "A pattern over a heat map's colour is a second channel").
  for (const id of Object.values(shownHeatOverlays(doc))) seen.add(patternFill(id));
  return inLegendOrder(doc.legend.order, seen);
}

/** What the legend lists: one entry per colour in use, with its stored label if any. */
export function legendEntries(doc: MapDocument): readonly LegendEntry[] {
  return coloursInUse(doc).map((colour) => ({ colour, label: doc.legend.entries[colour] ?? '' }));
}

/**
 * What the legend draws: the categorical map's categories in their order (and its no-data entry when
 * `categoryNoData`: some division of its level has no category), the colours' entries, then one per
 * territory shown, labelled with its name.
 */
export function legendRows(doc: MapDocument, categoryNoData = true): readonly LegendEntry[] {
  // Coloured by the heat map, territories are explained by its bar, not by their own fills.
  const heat = doc.heatMap;
  const byHeat = (level: 1 | 2) => doc.territoryHeat !== 'off' && heat.active && heat.level === level;
  const territories = shownTerritories(doc)
    .filter((t) => !byHeat(t.level))
    .map((t) => ({ colour: t.fill, label: t.name, territory: t.id }));
  const entries = [...categoryRows(doc, categoryNoData), ...legendEntries(doc)];
  return territories.length === 0 ? entries : [...entries, ...territories];
}

/**
 * The categorical map's entries, when it is on and its level drawn filled; or, with proportional
 * symbols coloured by their divisions' categories, the categories they show (then no no-data row: a
 * symbol without a category is not drawn in a category's colour, and the fill says nothing of it).
 */
function categoryRows(doc: MapDocument, noData: boolean): LegendEntry[] {
  const level = categoryLevelOf(doc);
  if (level === undefined || !filledLevels(doc).includes(level)) return symbolCategoryRows(doc);
  const { categories, noDataColor, noDataLabel } = doc.categories;
  const rows: LegendEntry[] = categories.map((c) => ({
    colour: c.colour,
    label: c.value,
    category: c.value,
  }));
  if (noData) rows.push({ colour: noDataColor, label: noDataLabel, category: '' });
  return rows;
}

function symbolCategoryRows(doc: MapDocument): LegendEntry[] {
  const { symbols, categories } = doc;
  if (!symbols.active || symbols.colourBy !== 'categories' || symbols.placement !== 'divisions') return [];
  const shown = new Set<string>();
  for (const id of Object.keys(symbols.values)) {
    const value = categories.values[id];
    if (value !== undefined) shown.add(value);
  }
  return categories.categories
    .filter((c) => shown.has(c.value))
    .map((c) => ({ colour: c.colour, label: c.value, category: c.value }));
}
