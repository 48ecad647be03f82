import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import { legendRows } from '../document/legend-entries';
import {
  applyOperation,
  dissolveTerritory,
  fillTerritoryWithPattern,
  groupIntoTerritory,
  setLevelStyle,
  setTerritoryHeat,
} from '../document/operations/index';
import { setTerritoryValues } from '../document/operations/territories';
import { dataFillOf } from './data-fill';
import { territoryHeatFill, territoryHeatOf } from './territory-heat';
import { Editor } from '../editor/editor';
import { projectCountry } from '../geo/project';
import { subpathsOf } from '../geo/path-rings';
import { twoSquaresTopology } from '../geo/test-topology';
import { renderMap } from './render-map';
import { findNodes, type SvgNode } from './svg-tree';
import { toSvgString } from './to-svg-string';
import { DEFAULT_PATTERN_STYLE } from '../document/patterns';
import { parseDocument } from '../document/parse-document';

const topology = twoSquaresTopology();
const geometry = projectCountry({ level1: topology, level2: topology }, { type: 'mercator' });
const byAttr = (root: SvgNode, name: string) => findNodes(root, (n) => name in n.attrs);

describe('renderMap with territories', () => {
  const doc = applyOperation(createDocument('France'), groupIntoTerritory, {
    name: 'Nord',
    level: 1,
    members: ['A', 'B'],
    fill: '#3366cc',
  });

  it('draws a territory as its own group with one path: the union, filled and stroked', () => {
    const tree = renderMap(doc, geometry);
    const groups = byAttr(tree, 'data-territory');
    expect(groups).toHaveLength(1);
    const paths = byAttr(tree, 'data-territory-outline');
    expect(paths).toHaveLength(1);
    const outline = paths[0];
    expect(outline?.attrs.fill).toBe('#3366cc');
    expect(outline?.attrs.stroke).toBe('#1a1a1a');
    expect(subpathsOf(String(outline?.attrs.d))).toHaveLength(1);
  });

  it('lists the territory by name in the legend', () => {
    const svg = toSvgString(renderMap(doc, geometry, { forExport: true }));
    expect(svg).toContain('data-legend-territory="t1"');
    expect(svg).toMatch(/>Nord</);
  });

  it('fills a territory with a pattern: its outline and its legend swatch name one <pattern>, one undo step', () => {
    const editor = new Editor(doc);
    editor.apply(fillTerritoryWithPattern, 't1', { ...DEFAULT_PATTERN_STYLE, foreground: '#d55e00' });
    const hatched = editor.document;
    expect(hatched.patterns).toHaveLength(1);
    const id = hatched.patterns[0]?.id ?? '';
    expect(hatched.territories[0]?.fill).toBe(`pattern:${id}`);
    expect(parseDocument(hatched).ok).toBe(true);
    const tree = renderMap(hatched, geometry, { forExport: true });
    const outline = byAttr(tree, 'data-territory-outline')[0];
    const ref = /^url\(#(.+)\)$/.exec(String(outline?.attrs.fill))?.[1];
    const svg = toSvgString(tree);
    expect(ref).toBeDefined();
    expect(svg).toContain(`<pattern id="${ref}"`);
    // The legend's row for the territory shows the hatching too.
    expect(svg).toMatch(new RegExp(`data-legend-territory="t1"[\\s\\S]*?fill="url\\(#[^)]*${id}`));
    editor.undo();
    expect(editor.document.territories[0]?.fill).toBe('#3366cc');
    expect(editor.document.patterns).toEqual([]);
  });

  it("refuses a territory whose fill names a pattern the map does not define, and keeps a dissolved one's pattern valid", () => {
    const bad = applyOperation(doc, (d) => {
      const t = d.territories[0];
      if (t) t.fill = 'pattern:zz';
    });
    const result = parseDocument(bad);
    expect(result.ok).toBe(false);
    const hatched = applyOperation(doc, fillTerritoryWithPattern, 't1', DEFAULT_PATTERN_STYLE);
    expect(parseDocument(applyOperation(hatched, dissolveTerritory, 't1')).ok).toBe(true);
  });

  it('draws nothing of a territory whose level is hidden', () => {
    const hidden = applyOperation(applyOperation(doc, setLevelStyle, 2, { visible: true }), (d) => {
      d.activeLevel = 2;
      d.levels[1].style.visible = false;
    });
    const tree = renderMap(hidden, geometry);
    expect(byAttr(tree, 'data-territory')).toHaveLength(0);
    expect(toSvgString(tree)).not.toContain('Nord');
  });
});

describe('territories in the editor', () => {
  it('grouping is one undo step, and the change names the territories', () => {
    const editor = Editor.forCountry('Germany');
    const parts: string[][] = [];
    editor.subscribe((c) => parts.push([...(c.document?.parts ?? [])]));
    editor.apply(groupIntoTerritory, {
      name: 'Nord',
      level: 1,
      members: ['01', '02', '03'],
      fill: '#3366cc',
    });
    expect(editor.document.territories).toHaveLength(1);
    expect(parts.at(-1)).toContain('territories');
    editor.undo();
    expect(editor.document.territories).toEqual([]);
    expect(editor.canUndo).toBe(false);
  });
});

describe('a heat map by territory', () => {
  const base = createDocument('Germany');
  const withHeat = applyOperation(base, (d) => {
    groupIntoTerritory(d, { name: 'Nord', level: 1, members: ['01', '02', '03'], fill: '#3366cc' });
    groupIntoTerritory(d, { name: 'Süd', level: 1, members: ['08', '09'], fill: '#aa0000' });
    groupIntoTerritory(d, { name: 'Leer', level: 1, members: ['10'], fill: '#00aa00' });
    d.heatMap.active = true;
    d.heatMap.level = 1;
    d.heatMap.values = { '01': 1, '02': 2, '03': 3, '08': 10, '09': 30, '16': 5 };
  });

  it('sums or averages the members’ values, a territory without any being no data', () => {
    const sum = territoryHeatOf(applyOperation(withHeat, setTerritoryHeat, 'sum'));
    expect([sum?.valueOf('t1'), sum?.valueOf('t2'), sum?.valueOf('t3')]).toEqual([6, 40, undefined]);
    const mean = territoryHeatOf(applyOperation(withHeat, setTerritoryHeat, 'mean'));
    expect([mean?.valueOf('t1'), mean?.valueOf('t2')]).toEqual([2, 20]);
    expect(territoryHeatOf(withHeat)).toBeUndefined();
  });

  it('takes each territory’s own value when drawn with one value per territory, the divisions’ aside', () => {
    const own = applyOperation(applyOperation(withHeat, setTerritoryHeat, 'own'), setTerritoryValues, {
      t1: 7,
      t3: 12.5,
    });
    const heat = territoryHeatOf(own);
    expect([heat?.valueOf('t1'), heat?.valueOf('t2'), heat?.valueOf('t3')]).toEqual([7, undefined, 12.5]);
    expect(heat?.scale.domain).toEqual([7, 12.5]);
    expect(territoryHeatFill(own, { id: 't2', level: 1 })).toBe(own.heatMap.noDataColor);
    // A value cleared is no data again; the document still parses (the value is optional).
    const cleared = applyOperation(own, setTerritoryValues, { t1: null });
    expect(territoryHeatOf(cleared)?.valueOf('t1')).toBeUndefined();
    const parsed = parseDocument(JSON.parse(JSON.stringify(own)));
    expect(parsed.ok && parsed.doc.territories[0]?.value).toBe(7);
    expect(() => applyOperation(own, setTerritoryValues, { t9: 1 })).toThrow(/No territory t9/);
  });

  it('fills each territory with its class colour, divisions with no data, and draws the bar of the territories', () => {
    const doc = applyOperation(withHeat, setTerritoryHeat, 'sum');
    const heat = territoryHeatOf(doc);
    const fills = [1, 2, 3].map((n) => territoryHeatFill(doc, { id: `t${n}`, level: 1 }));
    expect(fills).toEqual([heat?.scale.colourOf(6), heat?.scale.colourOf(40), doc.heatMap.noDataColor]);
    expect(fills[0]).not.toBe(fills[1]);
    expect(dataFillOf(doc, 1, '16')).toBe(doc.heatMap.noDataColor);
    expect(heat?.scale.domain).toEqual([6, 40]);
    // Coloured by the heat map, the territories leave the legend to its bar.
    expect(legendRows(doc).some((row) => row.territory !== undefined)).toBe(false);
    expect(legendRows(withHeat).filter((row) => row.territory !== undefined)).toHaveLength(3);
  });
});
