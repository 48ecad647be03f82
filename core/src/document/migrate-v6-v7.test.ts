import { describe, expect, it } from 'vitest';
import v3Fixture from './fixtures/v3-germany.json';
import { mapTransform, titleReserve } from '../render/transform';
import { createDocument } from './defaults';
import { MIGRATIONS } from './migrations';
import { parseDocument } from './parse-document';
import { CURRENT_VERSION, type MapDocument } from './schema';

/** A document as version 6 wrote it: today's defaults less the margins, with a version-6 frame. */
function v6Document(frame: { preset: string; width: number; height: number }, title = 'A title') {
  const {
    margins: _margins,
    territories: _territories,
    territoryHeat: _territoryHeat,
    territoryLabels: _territoryLabels,
    insets: _insets,
    zoomInsets: _zoomInsets,
    ...doc
  } = createDocument('Germany', { title });
  return { ...doc, version: 6, frame };
}

/** Version 6's fit (render/transform.ts before version 7), frozen here to compare against. */
function v6Transform(doc: MapDocument, extent: readonly [number, number, number, number]) {
  const { width: w, height: h } = doc.frame;
  const pad = 0.05 * Math.min(w, h);
  const bottoms = [doc.title, doc.subtitle]
    .filter((block) => block.text.trim() !== '' && block.position.y < h * 0.3)
    .map((block) => block.position.y + block.style.fontSize * 0.3);
  const reserve = bottoms.length === 0 ? 0 : Math.max(0, Math.max(...bottoms) - pad);
  const [x0, y0, x1, y1] = extent;
  const fit = Math.min((w - 2 * pad) / (x1 - x0), Math.max(h - 2 * (pad + reserve), h / 3) / (y1 - y0));
  const scale = fit * doc.placement.zoom;
  return {
    scale,
    x: w / 2 + doc.placement.offsetX - (scale * (x0 + x1)) / 2,
    y: h / 2 + doc.placement.offsetY - (scale * (y0 + y1)) / 2,
  };
}

function parsed(input: unknown): MapDocument {
  const result = parseDocument(input);
  if (!result.ok) throw new Error(result.error);
  return result.doc;
}

describe('version 6 -> 7 (decision "Frames named for where maps go")', () => {
  it('opens the version-3 fixture with its frame, its map where it was, and margins as version 6 fitted', () => {
    // The fixture through versions 4, 5 and 6 only, to compare with.
    let v6: unknown = v3Fixture;
    for (const version of [3, 4, 5]) {
      const step = MIGRATIONS[version];
      if (!step) throw new Error(`no migration from ${version}`);
      v6 = step.migrate(step.schema.parse(v6) as never);
    }
    const doc = parsed(v3Fixture);
    expect(CURRENT_VERSION).toBe(14);
    expect(doc.version).toBe(14);
    expect(doc.frame).toEqual({ preset: 'custom', width: 1600, height: 900 });
    expect(doc.margins).toEqual({ top: 45, right: 45, bottom: 45, left: 45 });
    expect([doc.territories, doc.territoryHeat, doc.patterns]).toEqual([[], 'off', []]);
    expect(doc.heatMap.noDataPattern).toBeNull();
    // The insets arrive empty (migrate-v6-v7-insets.test.ts).
    const {
      version: _v,
      frame: _f,
      margins: _m,
      territories: _t,
      territoryHeat: _h,
      territoryLabels: _l,
      insets: _i,
      zoomInsets: _z,
      patterns: _p,
      heatOverlays: _o,
      handPlaced: _oHand,
      shownDivisions: _shown11,
      projection: _proj11,
      boundary: _boundary11,
      categories: _categories11,
      symbols: _symbols11,
      bivariate: _bivariate11,
      timeSeries: _timeSeries11,
      liveData: _liveData11,
      mapLanguage: _mapLanguage1,
      heatMap: { noDataPattern: _n, ...heatMap },
      ...others
    } = doc;
    const rest = { ...others, heatMap };
    const { version: _v6, frame: frame6, ...rest6 } = v6 as { version: number; frame: unknown };
    expect(frame6).toEqual({ preset: '16:9', width: 1600, height: 900 });
    expect(rest).toEqual(rest6);
    const extent = [12, 30, 488, 610] as const;
    const geometry = { level1: { space: { width: 500, height: 640 }, extent } };
    expect(titleReserve(doc)).toBeGreaterThan(0);
    const now = mapTransform(doc, geometry);
    const then = v6Transform(doc, extent);
    expect(now.scale).toBeCloseTo(then.scale, 10);
    expect(now.x).toBeCloseTo(then.x, 9);
    expect(now.y).toBeCloseTo(then.y, 9);
  });

  it('renames each version-6 preset to the version-7 preset of the same size, else custom', () => {
    const cases: [string, number, number, string][] = [
      ['16:9', 1600, 900, 'custom'],
      ['4:3', 1600, 1200, 'custom'],
      ['1:1', 1200, 1200, 'custom'],
      ['4:5', 1080, 1350, 'portrait-post'],
      ['9:16', 1080, 1920, 'story'],
      ['A4', 794, 1123, 'a4-portrait'],
      ['custom', 1080, 1080, 'custom'],
      // A hand-edited file whose preset does not match its size keeps the size.
      ['9:16', 1000, 1920, 'custom'],
    ];
    for (const [preset, width, height, renamed] of cases) {
      const doc = parsed(v6Document({ preset, width, height }));
      expect(doc.frame).toEqual({ preset: renamed, width, height });
    }
  });

  it('keeps a zoomed, moved map of an A4 page exactly where it was', () => {
    const old = { ...v6Document({ preset: 'A4', width: 794, height: 1123 }) };
    const moved = { ...old, placement: { offsetX: -31.5, offsetY: 12.25, zoom: 2.5 } };
    const doc = parsed(moved);
    // A twentieth of 794, unrounded, as version 6 padded the fit.
    expect(doc.margins.top).toBeCloseTo(39.7, 10);
    const extent = [0, 0, 900, 400] as const;
    const now = mapTransform(doc, { level1: { space: { width: 900, height: 400 }, extent } });
    const then = v6Transform(doc, extent);
    expect(now.scale).toBeCloseTo(then.scale, 10);
    expect(now.x).toBeCloseTo(then.x, 9);
    expect(now.y).toBeCloseTo(then.y, 9);
  });

  it('refuses a version-6 file with a preset that version 6 did not have', () => {
    const result = parseDocument(v6Document({ preset: 'story', width: 1080, height: 1920 }));
    expect(result.ok).toBe(false);
  });
});

describe('version 6 -> 7 (decision "Territories are unions made from the topology")', () => {
  it('adds no territories to a version-6 map and keeps its other fields', () => {
    const v6 = v6Document({ preset: 'custom', width: 1600, height: 900 });
    const doc = parsed(v6);
    expect(doc.territories).toEqual([]);
    expect(doc.territoryHeat).toBe('off');
    const {
      version: _v,
      margins: _m,
      territories: _t,
      territoryHeat: _h,
      territoryLabels: _l,
      insets: _i,
      zoomInsets: _z,
      ...rest
    } = doc;
    const { version: _v6, ...rest6 } = v6;
    expect(rest).toEqual(rest6);
  });
});
