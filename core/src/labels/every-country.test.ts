import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../countries/countries';
import { createDocument } from '../document/defaults';
import { LABEL_SCRIPT } from '../document/labels';
import type { MapDocumentData } from '../document/schema';
import { parseProjectedCountry } from '../geodata/projectedCountry';
import type { ProjectedLevel } from '../geo/projected-level';
import { boxesOverlap, boxInside } from './box';
import { labelObstacles } from './obstacles';
import { placeLabels } from './place';
import { labelInsideDivision, noOverlaps } from './test-levels';

declare global {
  interface ImportMeta {
    glob<T>(pattern: string, options: { query: string; import: string }): Record<string, () => Promise<T>>;
  }
}

/**
 * The built map files (npm run maps writes them to var/maps): every country at both levels. Where the
 * maps are not built (a fresh checkout) there is nothing to place and the suite says so by skipping.
 */
const files = import.meta.glob<string>('../../../var/maps/*.projected.*.json', {
  query: '?raw',
  import: 'default',
});
const countries = Object.keys(files)
  .sort()
  .map((file) => ({ file, iso3: /([A-Z]{3})\.projected\./.exec(file)?.[1] ?? '' }))
  .map((entry) => ({ ...entry, country: COUNTRIES.find((c) => c.iso3 === entry.iso3) }))
  .filter((entry) => entry.country !== undefined);

interface Case {
  readonly width: number;
  readonly height: number;
  readonly zoom: number;
  readonly fontSize: number;
  readonly script: (typeof LABEL_SCRIPT)[number];
  /** Share of the divisions picked (1: all of them). */
  readonly share: number;
  readonly seed: number;
}

const DEFAULT_CASE: Case = {
  width: 1600,
  height: 900,
  zoom: 1,
  fontSize: 0,
  script: 'latin',
  share: 1,
  seed: 0,
};

const cases: fc.Arbitrary<Case> = fc.record({
  width: fc.integer({ min: 400, max: 4000 }),
  height: fc.integer({ min: 400, max: 3000 }),
  zoom: fc.double({ min: 0.5, max: 6, noNaN: true }),
  fontSize: fc.integer({ min: 5, max: 20 }),
  script: fc.constantFrom(...LABEL_SCRIPT),
  share: fc.double({ min: 0.05, max: 1, noNaN: true }),
  seed: fc.integer({ min: 0, max: 1_000_000 }),
});

function docFor(slug: string, level: 1 | 2, projected: ProjectedLevel, c: Case): MapDocumentData {
  const doc = createDocument(slug, { frame: 'custom', width: c.width, height: c.height });
  doc.placement.zoom = c.zoom;
  doc.levels[level].style.visible = true;
  doc.levels[level === 1 ? 2 : 1].style.visible = false;
  doc.activeLevel = level;
  const labels = doc.labels[level];
  labels.visible = true;
  labels.script = c.script;
  if (c.fontSize > 0) labels.fontSize = c.fontSize;
  if (c.share < 1) {
    // A random subset, picked by a hash of the seed and the division's index.
    labels.which = 'picked';
    labels.picked = projected.divisions
      .filter((_, i) => ((Math.imul(i + 1, 2654435761) ^ c.seed) >>> 0) / 2 ** 32 < c.share)
      .map((d) => d.id);
  }
  return doc;
}

describe.skipIf(countries.length === 0)('label placement on every country’s map', () => {
  for (const { file, iso3, country } of countries) {
    it(`${iso3}: no overlaps, inside the divisions, clear of the frame's texts, at both levels`, async () => {
      const load = files[file];
      if (!load || !country) throw new Error(file);
      const projected = parseProjectedCountry(JSON.parse(await load()));
      const geometry = { level1: projected.level1, level2: projected.level2 };
      for (const level of [1, 2] as const) {
        const own = level === 1 ? projected.level1 : projected.level2;
        if (!own) continue;
        const check = (c: Case) => {
          const doc = docFor(country.slug, level, own, c);
          const labels = placeLabels(doc, geometry);
          expect(noOverlaps(labels)).toBe(true);
          const obstacles = labelObstacles(doc, geometry).boxes;
          for (const label of labels) {
            expect(boxInside(label.box, [0, 0, c.width, c.height])).toBe(true);
            expect(labelInsideDivision(doc, geometry, own, label)).toBe(true);
            for (const box of obstacles) expect(boxesOverlap(label.box, box)).toBe(false);
          }
        };
        // The default frame, then random frames, zooms, sizes, scripts and subsets.
        check(DEFAULT_CASE);
        fc.assert(
          fc.property(cases, (c) => {
            check(c);
          }),
          { numRuns: 6, seed: iso3.charCodeAt(0) * 31 + level },
        );
      }
    }, 120_000);
  }
});
