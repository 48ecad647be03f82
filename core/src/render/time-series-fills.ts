import { applyOperation } from '../document/operations/apply-operation';
import { setTimeStep } from '../document/operations/time-series';
import type { Level, MapDocument } from '../document/schema';
import { timeMapOf } from '../document/time-series';
import { heatLevelOf } from './data-fill';
import { fillOf } from './fill-of';

/**
 * What a page needs to show a time map's every step on a map drawn at one of them: for the divisions
 * whose fill changes from step to step, their fill at each step (indices into `colours`, so the page's
 * JSON stays small), and each step's label. The classes span every step, so the heat bar stays as is.
 */
export interface TimeSeriesFills {
  readonly level: Level;
  /** The step the map is drawn at. */
  readonly current: number;
  /** Milliseconds each step is shown when played. */
  readonly stepDuration: number;
  readonly ids: readonly string[];
  readonly colours: readonly string[];
  readonly steps: readonly { readonly label: string; readonly fills: readonly number[] }[];
}

/**
 * The fills of `divisions` (the heat map's level, as drawn) at every step of a time map, or undefined
 * when the map is not one. Each step is the document with that step shown (setTimeStep), filled by
 * fillOf as every output is, so a painted division keeps its paint throughout.
 */
export function timeSeriesFills(
  doc: MapDocument,
  divisions: readonly { readonly id: string; readonly parent?: string | undefined }[],
): TimeSeriesFills | undefined {
  const series = timeMapOf(doc);
  const level = heatLevelOf(doc);
  if (!series || level === undefined) return undefined;
  const docs = series.steps.map((_, i) => applyOperation(doc, setTimeStep, i));
  const colours: string[] = [];
  const index = new Map<string, number>();
  const colourIndex = (colour: string) => {
    let at = index.get(colour);
    if (at === undefined) {
      at = colours.length;
      colours.push(colour);
      index.set(colour, at);
    }
    return at;
  };
  const ids: string[] = [];
  const columns: number[][] = docs.map(() => []);
  for (const division of divisions) {
    const fills = docs.map((step) => fillOf(step, level, division.id, division.parent));
    if (fills.every((fill) => fill === fills[0])) continue;
    ids.push(division.id);
    fills.forEach((fill, i) => columns[i]?.push(colourIndex(fill)));
  }
  return {
    level,
    current: series.current,
    stepDuration: series.stepDuration,
    ids,
    colours,
    steps: series.steps.map((step, i) => ({ label: step.label, fills: columns[i] ?? [] })),
  };
}
