import { createDocument } from '@mapwright/core/document/defaults';
import type { MapDocument, MapDocumentData } from '@mapwright/core/document/schema';
import type { DocumentChanges } from '@mapwright/core/editor/changes';
import { Editor } from '@mapwright/core/editor/editor';
import type { ProjectedDivision, ProjectedLevel } from '@mapwright/core/geo/projected-level';
import type { MapGeometry } from '@mapwright/core/render/render-map';

/**
 * A small made-up country for the canvas layers' tests (in a DOM test environment): 4 provinces in a
 * 2 x 2 grid, each of 100 districts in a 10 x 10 grid, in a map space of 1000 x 500. 400 districts
 * are split over 2 x 2 tiles (tiles.ts), so a test can tell one tile's base path from another's.
 */
export function fixtureGeometry(): MapGeometry {
  const space = { width: 1000, height: 500 };
  const rect = (x: number, y: number, w: number, h: number) => `M${x} ${y}h${w}v${h}h${-w}z`;
  const division = (id: string, x: number, y: number, w: number, h: number, parent?: string) =>
    ({
      id,
      name: id.toUpperCase(),
      d: rect(x, y, w, h),
      bbox: [x, y, x + w, y + h],
      centroid: [x + w / 2, y + h / 2],
      ...(parent && { parent }),
    }) satisfies ProjectedDivision;
  const provinces: ProjectedDivision[] = [];
  const districts: ProjectedDivision[] = [];
  for (let p = 0; p < 4; p++) {
    const px = (p % 2) * 500;
    const py = Math.floor(p / 2) * 250;
    provinces.push(division(`p${p}`, px, py, 500, 250));
    for (let i = 0; i < 100; i++) {
      districts.push(
        division(`p${p}d${i}`, px + (i % 10) * 50, py + Math.floor(i / 10) * 25, 50, 25, `p${p}`),
      );
    }
  }
  const level = (n: 1 | 2, divisions: ProjectedDivision[]): ProjectedLevel => ({
    level: n,
    space,
    divisions,
    borders: 'M0 0h1000v500h-1000z',
    extent: [0, 0, space.width, space.height],
  });
  return { level1: level(1, provinces), level2: level(2, districts) };
}

/** A document drawing `show` of the fixture country (any country's document: the geometry is ours). */
export function fixtureDocument(show: '1' | '2' | 'both' = '2'): MapDocument {
  const doc: MapDocumentData = createDocument('SriLanka');
  doc.levels[1].style.visible = show !== '2';
  doc.levels[2].style.visible = show !== '1';
  doc.activeLevel = show === '1' ? 1 : 2;
  return doc;
}

/** An editor whose changes are handed to `onChange` (a layer's or a MapView's update). */
export function fixtureEditor(
  doc: MapDocument,
  onChange: (doc: MapDocument, changes: DocumentChanges, before: MapDocument) => void,
): Editor {
  const editor = new Editor(doc);
  let before = editor.document;
  editor.subscribe((change) => {
    if (change.document) onChange(editor.document, change.document, before);
    before = editor.document;
  });
  return editor;
}
