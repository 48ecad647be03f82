import { describe, expect, it } from 'vitest';
import { levelCells } from '../data/pixel-cells';
import { createDocument } from '../document/defaults';
import type { MapDocument, MapDocumentData } from '../document/schema';
import type { ProjectedDivision, ProjectedLevel } from '../geo/projected-level';
import { cellBound, gridPitch, gridPitchNotice, MAX_PIXEL_CELLS } from './pixel-pitch';
import { renderMap } from './render-map';
import { findNodes } from './svg-tree';
import { mapTransform } from './transform';

/** A level of n × n square divisions side by side, each 10 map units wide. */
function gridLevel(n: number): ProjectedLevel {
  const divisions: ProjectedDivision[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const x = i * 10;
      const y = j * 10;
      divisions.push({
        id: `d${i}-${j}`,
        name: `D ${i} ${j}`,
        d: `M${x} ${y}h10v10h-10z`,
        bbox: [x, y, x + 10, y + 10],
        centroid: [x + 5, y + 5],
      });
    }
  }
  const side = n * 10;
  return {
    level: 1,
    space: { width: side, height: side },
    divisions,
    borders: '',
    extent: [0, 0, side, side],
  };
}

function pixelDoc(frame: number, cellSize: number, zoom = 1): MapDocument {
  const doc = createDocument('Romania') as MapDocumentData;
  doc.frame = { preset: 'custom', width: frame, height: frame };
  doc.placement = { offsetX: 0, offsetY: 0, zoom };
  doc.levels[1].style.visible = true;
  doc.levels[2].style.visible = false;
  doc.activeLevel = 1;
  doc.pixelDotMap = { ...doc.pixelDotMap, active: true, level: 1, cellSize, gap: 0 };
  return doc;
}

describe('the pixel grid within its budget', () => {
  const level = gridLevel(20);
  const geometry = { level1: level };

  it('bounds the cells a level really has at any pitch', () => {
    for (const pitch of [0.3, 1, 2.5, 7]) {
      expect(levelCells(level, pitch).total).toBeLessThanOrEqual(cellBound(level, pitch));
    }
  });

  it('keeps the user’s cell size while the bound is within the budget', () => {
    const doc = pixelDoc(1000, 8);
    const pitch = gridPitch(doc, level, mapTransform(doc, geometry));
    expect(pitch.grown).toBe(false);
    expect(pitch.cellSize).toBe(8);
    expect(gridPitchNotice(doc, pitch)).toBeUndefined();
  });

  it('says how large the cells are drawn and why', () => {
    const doc = pixelDoc(10_000, 2);
    const pitch = gridPitch(doc, level, mapTransform(doc, geometry));
    expect(gridPitchNotice(doc, pitch)?.message).toMatch(
      /^Cells are drawn at \d+(\.\d)? px: at 2 px this frame and zoom would need up to \d+(\.\d)?M cells, and a map may have 400,000\. Zoom out or use a smaller frame for finer cells\.$/,
    );
  });

  it('grows the cells of a huge frame, a tiny cell or a deep zoom just enough to stay within it', () => {
    for (const doc of [pixelDoc(10_000, 2), pixelDoc(10_000, 2, 3), pixelDoc(2000, 2, 40)]) {
      const transform = mapTransform(doc, geometry);
      const pitch = gridPitch(doc, level, transform);
      expect(pitch.grown).toBe(true);
      expect(pitch.requestedCells).toBeGreaterThan(MAX_PIXEL_CELLS);
      expect(cellBound(level, pitch.pitch)).toBeLessThanOrEqual(MAX_PIXEL_CELLS);
      // Just enough: 1 % finer would be over.
      expect(cellBound(level, pitch.pitch * 0.99)).toBeGreaterThan(MAX_PIXEL_CELLS);
      expect(levelCells(level, pitch.pitch).total).toBeLessThanOrEqual(MAX_PIXEL_CELLS);
    }
  });

  it('draws the grown grid: the cells renderMap writes stay within the budget', () => {
    const doc = pixelDoc(10_000, 2);
    const tree = renderMap(doc, geometry, { forExport: true });
    const [grid] = findNodes(tree, (n) => n.attrs['data-pixel-grid'] === 1);
    const cells = findNodes(grid!, (n) => n.tag === 'path')
      .map((p) => String(p.attrs.d).match(/h/g)?.length ?? 0)
      .reduce((a, b) => a + b, 0);
    expect(cells).toBeGreaterThan(0);
    expect(cells).toBeLessThanOrEqual(MAX_PIXEL_CELLS);
  });
});
