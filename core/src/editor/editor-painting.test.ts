import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import { paintDivision, paintDivisions } from '../document/operations/paint';
import { setActiveLevel, setShow } from '../document/operations/index';
import { projectCountry } from '../geo/project';
import { twoSquaresTopology } from '../geo/test-topology';
import { Editor } from './editor';

// Level 1: provinces A and B; level 2: districts A and B, both in province A.
const projected = projectCountry(
  { level1: twoSquaresTopology(), level2: twoSquaresTopology() },
  { type: 'mercator' },
);
const geometry = {
  level2: projected.level2 && {
    ...projected.level2,
    divisions: projected.level2.divisions.map((d) => ({ ...d, parent: 'A' })),
  },
};
const ORANGE = '#e69f00';
const BLUE = '#0072b2';

function bothLevels(): Editor {
  const editor = new Editor(createDocument('France'));
  editor.apply(setShow, 'both');
  editor.setColour(BLUE);
  return editor;
}

describe('Editor.paintAt and revertAt: the paint rules in the core', () => {
  it('a district hit with both levels shown and level 1 taking clicks paints its province', () => {
    const editor = bothLevels();
    const result = editor.paintAt({ level: 2, id: 'B' }, geometry);
    expect(result).toEqual({ target: { level: 1, ids: ['A'] }, changed: true });
    expect(editor.document.levels[1].fills).toEqual({ A: BLUE });
    expect(editor.document.levels[2].fills).toEqual({});
  });

  it('the district itself while level 2 takes clicks, or when the geometry knows no province', () => {
    const editor = bothLevels();
    editor.apply(setActiveLevel, 2);
    expect(editor.paintAt({ level: 2, id: 'B' }, geometry).target).toEqual({ level: 2, ids: ['B'] });
    const other = bothLevels();
    expect(other.paintAt({ level: 2, id: 'B' }, {}).target).toEqual({ level: 2, ids: ['B'] });
  });

  it('painting the same colour again changes nothing; revertAt reverts what a paint there would paint', () => {
    const editor = bothLevels();
    editor.paintAt({ level: 2, id: 'A' }, geometry);
    expect(editor.paintAt({ level: 2, id: 'B' }, geometry).changed).toBe(false);
    const reverted = editor.revertAt({ level: 2, id: 'B' }, geometry);
    expect(reverted).toEqual({ target: { level: 1, ids: ['A'] }, changed: true });
    expect(editor.document.levels[1].fills).toEqual({});
    expect(editor.revertAt({ level: 2, id: 'B' }, geometry).changed).toBe(false);
  });

  it('each paint and each revert is one undo step', () => {
    const editor = bothLevels();
    editor.paintAt({ level: 2, id: 'B' }, geometry);
    editor.revertAt({ level: 2, id: 'B' }, geometry);
    editor.undo();
    expect(editor.document.levels[1].fills).toEqual({ A: BLUE });
    editor.undo();
    expect(editor.document.levels[1].fills).toEqual({});
  });

  it('a target of many divisions is painted in one step', () => {
    const editor = bothLevels();
    expect(editor.paintTarget({ level: 2, ids: ['A', 'B'] })).toBe(true);
    expect(editor.document.levels[2].fills).toEqual({ A: BLUE, B: BLUE });
    expect(editor.paintTarget({ level: 2, ids: [] })).toBe(false);
    editor.undo();
    expect(editor.document.levels[2].fills).toEqual({});
  });
});

describe('recent colours, whichever way the paint went', () => {
  it('one division, many divisions, an operation applied directly, a paint that changed nothing', () => {
    const editor = new Editor(createDocument('France'));
    editor.setColour(ORANGE);
    editor.paint('A', 1);
    expect(editor.session.recentColours).toEqual([ORANGE]);
    editor.setColour(BLUE);
    editor.paintTarget({ level: 2, ids: ['A', 'B'] });
    expect(editor.session.recentColours).toEqual([BLUE, ORANGE]);
    editor.apply(paintDivisions, 1, ['A', 'B'], '#009E73');
    expect(editor.session.recentColours).toEqual(['#009e73', BLUE, ORANGE]);
    editor.apply(paintDivision, 1, 'A', ORANGE);
    editor.apply(paintDivision, 1, 'A', BLUE);
    editor.apply(paintDivision, 1, 'A', BLUE); // nothing changes, the colour was still used
    expect(editor.session.recentColours).toEqual([BLUE, ORANGE, '#009e73']);
  });

  it('is told with the paint, in the same notification, and not when the list stays the same', () => {
    const editor = new Editor(createDocument('France'));
    const parts: string[] = [];
    editor.subscribe((change) => parts.push([change.document ? 'document' : '', ...change.session].join()));
    editor.apply(paintDivisions, 2, ['A', 'B'], BLUE);
    editor.apply(paintDivisions, 2, ['C'], BLUE);
    editor.apply(paintDivisions, 2, ['C'], BLUE); // nothing painted, the list unchanged: no notification
    expect(parts).toEqual(['document,recentColours', 'document']);
  });

  it('a recipe of several operations records what it painted, last painted first', () => {
    const editor = new Editor(createDocument('France'));
    editor.change((draft) => {
      paintDivision(draft, 1, 'A', ORANGE);
      paintDivisions(draft, 2, ['B', 'C'], BLUE);
    });
    // Both, in the order of the document's patches (a recipe has no order of its own).
    expect([...editor.session.recentColours].sort()).toEqual([BLUE, ORANGE].sort());
  });

  it('reverts and other operations leave the list alone', () => {
    const editor = new Editor(createDocument('France'));
    editor.apply(paintDivision, 1, 'A', BLUE);
    editor.revertTarget({ level: 1, ids: ['A'] });
    editor.undo();
    editor.redo();
    expect(editor.session.recentColours).toEqual([BLUE]);
  });
});
