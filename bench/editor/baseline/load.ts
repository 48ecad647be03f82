/** What both baseline pages start from: the country's index entry and its two level files. */
import { countryIndexSchema, type CountryEntry } from '@mapwright/core/geodata/countryIndex';
import type { DivisionTopology } from '@mapwright/core/geo/topology';

/** The frame both baselines draw into; the map is fitted to 90 % of it. */
export const WIDTH = 1600;
export const HEIGHT = 900;

/** Map space into the frame: scale, then offset, so the map fills 90 % of it, centred. */
export function frameFit(space: { width: number; height: number }): { scale: number; x: number; y: number } {
  const scale = Math.min((WIDTH * 0.9) / space.width, (HEIGHT * 0.9) / space.height);
  return { scale, x: (WIDTH - scale * space.width) / 2, y: (HEIGHT - scale * space.height) / 2 };
}

export interface BaselineInput {
  readonly entry: CountryEntry;
  readonly level1: DivisionTopology;
  readonly level2: DivisionTopology;
  readonly level1Url: string;
  readonly level2Url: string;
}

export async function loadBaselineInput(slug: string): Promise<BaselineInput> {
  const index = countryIndexSchema.parse(await (await fetch('/maps/index.json')).json());
  const entry = index.countries.find((c) => c.slug === slug);
  if (!entry || !entry.levels[1].available || !entry.levels[2].available)
    throw new Error(`no data for ${slug}`);
  const level1Url = entry.levels[1].screen.url;
  const level2Url = entry.levels[2].screen.url;
  const [level1, level2] = (await Promise.all(
    [level1Url, level2Url].map(async (url) => (await fetch(url)).json()),
  )) as [DivisionTopology, DivisionTopology];
  return { entry, level1, level2, level1Url, level2Url };
}
