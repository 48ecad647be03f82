import type { Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { DivisionMatcher } from '../data/match';
import { createDocument } from '../document/defaults';
import { customSlugOf } from '../document/map-slug';
import { addZoomInset } from '../document/operations/insets';
import {
  applyOperation,
  groupIntoTerritory,
  paintDivision,
  setDataLayer,
  setDataValues,
  setShow,
} from '../document/operations/index';
import { setLabelStyle } from '../document/operations/labels';
import { parseDocument } from '../document/parse-document';
import type { MapDocument } from '../document/schema';
import { renderMap } from '../render/render-map';
import { findNodes, type SvgNode } from '../render/svg-tree';
import { toSvgString } from '../render/to-svg-string';
import { buildCustomCountry } from './build';
import { projectStoredBoundary, storedBoundaryContent } from './custom-map';
import type { CustomFeature } from './layer';

/**
 * The editor's tools on the user's own boundaries, headless (issue 45, "everything works on it"): a
 * file's wards grouped into districts become a document on `Custom/{hash}` and its geometry, and paint,
 * both levels, territories, a heat map matched by name and by code, labels and a zoom inset all draw
 * through the one renderer as they do on a country.
 */

const square = (x: number, y: number): Position[] => [
  [x, y],
  [x + 0.05, y],
  [x + 0.05, y + 0.05],
  [x, y + 0.05],
  [x, y],
];
const ward = (name: string, code: string, district: string, x: number, y: number): CustomFeature => ({
  geometry: { type: 'Polygon', coordinates: [square(x, y)] },
  properties: { WARD: name, CODE: code, DISTRICT: district },
});
const FEATURES: CustomFeature[] = [
  ward('Abbey', 'E01', 'North', -0.2, 51.5),
  ward('Bridge', 'E02', 'North', -0.15, 51.5),
  ward('Castle', 'E03', 'South', -0.2, 51.45),
  ward('<b>Docks</b> & Quay', 'E04', 'South', -0.15, 51.45),
];

const nodes = (root: SvgNode, name: string, value?: string | number) =>
  findNodes(root, (n) => name in n.attrs && (value === undefined || n.attrs[name] === value));

describe('a map on the user’s own boundaries', async () => {
  const built = buildCustomCountry(FEATURES, {
    nameProperty: 'WARD',
    codeProperty: 'CODE',
    parentProperty: 'DISTRICT',
  });
  const { boundary, hash } = await storedBoundaryContent({
    version: 1,
    name: 'Wards',
    projection: built.projection,
    screen: built.screen,
    print: built.print,
    ...(built.level2 && { level2: built.level2 }),
  });
  const geometry = projectStoredBoundary(boundary);
  const base: MapDocument = createDocument(customSlugOf(hash), { boundaryName: 'Wards' });
  const wards = geometry.level2?.divisions ?? [];
  const idOf = (name: string) => wards.find((d) => d.name === name)?.id ?? '';

  it('is a valid document drawn on two levels of the file', () => {
    expect(parseDocument(base).ok).toBe(true);
    expect(base).toMatchObject({
      country: 'Custom',
      boundary: { hash, name: 'Wards' },
      title: { text: 'Wards' },
    });
    expect(geometry.level1?.divisions.map((d) => d.name)).toEqual(['North', 'South']);
    expect(wards.map((d) => [d.name, d.code])).toEqual([
      ['Abbey', 'E01'],
      ['Bridge', 'E02'],
      ['Castle', 'E03'],
      ['<b>Docks</b> & Quay', 'E04'],
    ]);
  });

  it('labels the divisions, a name with markup as text, escaped in the SVG', () => {
    const doc = applyOperation(base, setLabelStyle, 1, { visible: false });
    const labelled = applyOperation(applyOperation(doc, setShow, '2'), setLabelStyle, 2, { visible: true });
    const tree = renderMap(labelled, geometry);
    expect(nodes(tree, 'data-label').length).toBe(wards.length);
    const svg = toSvgString(tree);
    expect(svg).toMatch(/&lt;b&gt;docks&lt;\/b&gt; &amp; quay/i);
    expect(svg).not.toMatch(/<b>/i);
  });

  it('paints, groups into a territory and shows a zoom inset', () => {
    let doc = applyOperation(base, setShow, 'both');
    doc = applyOperation(doc, paintDivision, 2, idOf('Abbey'), '#e69f00');
    doc = applyOperation(doc, groupIntoTerritory, {
      name: 'Riverside',
      level: 2,
      members: [idOf('Castle'), idOf('<b>Docks</b> & Quay')],
      fill: '#0072b2',
    });
    const [x0, y0, x1, y1] = wards.find((d) => d.name === 'Bridge')?.bbox ?? [0, 0, 1, 1];
    doc = applyOperation(doc, addZoomInset, {
      id: 'z1',
      caption: 'Bridge',
      area: [x0, y0, x1, y1],
      x: 10,
      y: 10,
      zoom: 2,
      showArea: true,
    });
    expect(parseDocument(doc).ok).toBe(true);
    const tree = renderMap(doc, geometry);
    const level2 = nodes(tree, 'data-level', 2).filter((n) => 'data-division' in n.attrs);
    expect(new Set(level2.map((n) => n.attrs['data-division']))).toEqual(new Set(wards.map((d) => d.id)));
    expect(level2.find((n) => n.attrs['data-division'] === idOf('Abbey'))?.attrs.fill).toBe('#e69f00');
    expect(nodes(tree, 'data-territory')).toHaveLength(1);
    expect(nodes(tree, 'data-zoom-inset').length).toBeGreaterThan(0);
  });

  it('matches a table by name and by code, and draws it as a heat map', () => {
    const matcher = new DivisionMatcher(wards, {
      level: 2,
      parents: geometry.level1?.divisions ?? [],
    });
    const report = matcher.match([{ key: 'abbey' }, { key: 'E02' }, { key: 'Castle' }, { key: 'Nowhere' }]);
    expect(report.matchedDivisions).toBe(3);
    expect(report.unmatchedRows).toBe(1);
    expect(report.missing).toEqual([idOf('<b>Docks</b> & Quay')]);
    let doc = applyOperation(base, setDataLayer, 'heatMap', 2);
    doc = applyOperation(doc, setDataValues, 'heatMap', {
      [idOf('Abbey')]: 10,
      [idOf('Bridge')]: 20,
      [idOf('Castle')]: 30,
    });
    const fills = new Map(
      nodes(renderMap(doc, geometry), 'data-level', 2)
        .filter((n) => 'data-division' in n.attrs)
        .map((n) => [n.attrs['data-division'], n.attrs.fill]),
    );
    expect(new Set([idOf('Abbey'), idOf('Bridge'), idOf('Castle')].map((id) => fills.get(id))).size).toBe(3);
  });
});
