import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import { applyOperation, groupIntoTerritory, setLevelStyle } from '../document/operations/index';
import { Editor } from '../editor/editor';
import { projectCountry } from '../geo/project';
import { subpathsOf } from '../geo/path-rings';
import { twoSquaresTopology } from '../geo/test-topology';
import { renderMap } from './render-map';
import { findNodes, type SvgNode } from './svg-tree';
import { toSvgString } from './to-svg-string';

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
