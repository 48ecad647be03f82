import type { DivisionRef } from '@mapwright/core/document/division-ref';
import { describe, expect, it } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import { setActiveLevel, setShow } from '@mapwright/core/document/operations/levels';
import { setPlacement } from '@mapwright/core/document/operations/placement';
import { Editor } from '@mapwright/core/editor/editor';
import { DEFAULT_PAINT_COLOUR } from '@mapwright/core/editor/session';
import type { ProjectedDivision } from '@mapwright/core/geo/projected-level';
import type { CountryGeometry } from '../data/countryGeometry';
import { DivisionFocus } from './divisionFocus';

/** A square division of map space with its centre at (cx, cy). */
function square(
  id: string,
  name: string,
  cx: number,
  cy: number,
  half: number,
  parent?: string,
): ProjectedDivision {
  const [x0, y0, x1, y1] = [cx - half, cy - half, cx + half, cy + half];
  return {
    id,
    name,
    parent,
    d: `M${x0},${y0}H${x1}V${y1}H${x0}Z`,
    bbox: [x0, y0, x1, y1],
    centroid: [cx, cy],
  };
}

/**
 * Two states side by side, West and East, each with two districts one above the other; a map space of
 * 1000 x 500.
 */
const geometry = {
  projected: {
    space: { width: 1000, height: 500 },
    level1: {
      level: 1,
      space: { width: 1000, height: 500 },
      extent: [0, 0, 1000, 500],
      borders: '',
      divisions: [square('W', 'West', 250, 250, 250), square('E', 'East', 750, 250, 250)],
    },
    level2: {
      level: 2,
      space: { width: 1000, height: 500 },
      extent: [0, 0, 1000, 500],
      borders: '',
      divisions: [
        square('wn', 'West North', 250, 125, 125, 'W'),
        square('ws', 'West South', 250, 375, 125, 'W'),
        square('en', 'East North', 750, 125, 125, 'E'),
        square('es', 'East South', 750, 375, 125, 'E'),
      ],
    },
  },
  levels: {
    1: { available: true, label: 'States', attribution: '' },
    2: { available: true, label: 'Districts', attribution: '' },
  },
} as unknown as CountryGeometry;

function setUp() {
  const editor = new Editor(createDocument('SriLanka'));
  const rings: (DivisionRef | null)[] = [];
  const said: string[] = [];
  let focused = false;
  const surface = {
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    focus: () => (focused = true),
    blur: () => (focused = false),
  } as unknown as HTMLElement;
  const focus = new DivisionFocus({
    surface,
    editor,
    geometry,
    view: { setFocusRing: (f) => rings.push(f) },
    announce: (text) => said.push(text),
  });
  return { editor, focus, rings, said, isFocused: () => focused };
}

describe('DivisionFocus', () => {
  it('starts at the centre, moves with the arrows, stops at the edge, and says where it is', () => {
    const { editor, focus, said } = setUp();
    editor.apply(setShow, '2');
    focus.move('right');
    // The first key puts the keyboard on the division nearest the frame's centre (a tie: the first).
    const start = focus.current;
    expect(start?.level).toBe(2);
    focus.move('up');
    focus.move('left');
    expect(focus.current).toEqual({ level: 2, id: 'wn' });
    expect(said.at(-1)).toBe('West North, West: not painted');
    focus.move('left'); // the edge: stays, and says so again
    expect(focus.current).toEqual({ level: 2, id: 'wn' });
    focus.move('down');
    expect(focus.current).toEqual({ level: 2, id: 'ws' });
    focus.move('right');
    expect(focus.current).toEqual({ level: 2, id: 'es' });
  });

  it('paints with Enter and reverts with Delete, one undo step each, announcing the colour', () => {
    const { editor, focus, said } = setUp();
    focus.focusDivision(1, 'E');
    focus.paint();
    expect(editor.document.levels[1].fills).toEqual({ E: DEFAULT_PAINT_COLOUR });
    expect(said.at(-1)).toBe(`East: painted ${DEFAULT_PAINT_COLOUR}`);
    focus.revert();
    expect(editor.document.levels[1].fills).toEqual({});
    expect(said.at(-1)).toBe('East: not painted');
    editor.undo();
    expect(editor.document.levels[1].fills).toEqual({ E: DEFAULT_PAINT_COLOUR });
  });

  it('puts a search result under the keyboard and the focus on the map', () => {
    const { focus, rings, isFocused } = setUp();
    focus.focusDivision(1, 'W');
    expect(focus.current).toEqual({ level: 1, id: 'W' });
    expect(rings.at(-1)).toEqual({ level: 1, id: 'W' });
    expect(isFocused()).toBe(true);
  });

  it('follows the level: a district goes to its state with whole states, a state to a district', () => {
    const { editor, focus, rings, said } = setUp();
    editor.apply(setShow, 'both');
    editor.apply(setActiveLevel, 2);
    focus.focusDivision(2, 'es');
    editor.apply(setActiveLevel, 1); // clicks paint states
    expect(focus.current).toEqual({ level: 1, id: 'E' });
    expect(rings.at(-1)).toEqual({ level: 1, id: 'E' });
    // Enter paints the state, whose districts then show its colour (decision "With both levels shown, both levels' paint shows").
    focus.paint();
    expect(editor.document.levels[1].fills).toEqual({ E: DEFAULT_PAINT_COLOUR });
    expect(editor.document.levels[2].fills).toEqual({});
    expect(said.at(-1)).toBe(`East: painted ${DEFAULT_PAINT_COLOUR}`);
    editor.undo();
    editor.undo(); // back to districts taking clicks
    expect(editor.document.activeLevel).toBe(2);
    expect(focus.current?.level).toBe(2);
    expect(['en', 'es']).toContain(focus.current?.id);
  });

  it('says whether a state is painted, and a district painted on its own', () => {
    const { editor, focus, said } = setUp();
    editor.apply(setShow, 'both');
    editor.paint('W', 1);
    focus.focusDivision(1, 'W');
    expect(said.at(-1)).toBe(`West: painted ${DEFAULT_PAINT_COLOUR}`);
    editor.apply(setActiveLevel, 2);
    editor.paint('wn', 2);
    focus.focusDivision(2, 'wn');
    expect(said.at(-1)).toBe(`West North, West: painted ${DEFAULT_PAINT_COLOUR}`);
  });

  it('brings a division the keys reach outside a zoomed-in frame to its centre', () => {
    const { editor, focus } = setUp();
    editor.apply(setShow, '2');
    // Zoomed in on the west: the east is outside the frame.
    editor.apply(setPlacement, { zoom: 4, offsetX: 1200, offsetY: 0 });
    focus.focusDivision(2, 'wn');
    const before = editor.document.placement;
    focus.move('right');
    expect(focus.current).toEqual({ level: 2, id: 'en' });
    expect(editor.document.placement.offsetX).toBeLessThan(before.offsetX);
    expect(editor.document.placement.zoom).toBe(4);
  });
});
