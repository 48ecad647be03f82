import { describe, expect, it } from 'vitest';
import { createDocument } from '../defaults';
import { createAnnotation } from '../annotation-defaults';
import { legendEntries } from '../legend-entries';
import { mapDocumentSchema, type MapDocument } from '../schema';
import { showOf } from '../show';
import {
  addAnnotation,
  applyOperation,
  clearAllFills,
  clearDivision,
  fitMapToFrame,
  moveAnnotation,
  moveCredit,
  moveDivision,
  moveElement,
  moveLegend,
  moveSubtitle,
  moveTitle,
  newMap,
  nudgeDirectionOfKey,
  nudgeVector,
  paintDivision,
  paintDivisions,
  panBy,
  recolourLegendEntry,
  removeAnnotation,
  resetDivisionOffset,
  resetPlacement,
  setActiveLevel,
  setCredit,
  setFrame,
  setLegendLabel,
  setLegendTitle,
  setLegendVisible,
  setLevelStyle,
  setMargins,
  setPlacement,
  setShow,
  setSubtitle,
  setTextStyle,
  setTitle,
  zoomAt,
} from './index';

const base: MapDocument = createDocument('SriLanka');

/** Every operation must leave a document the schema accepts. */
function valid(doc: MapDocument): MapDocument {
  const result = mapDocumentSchema.safeParse(doc);
  if (!result.success) throw new Error(result.error.message);
  return doc;
}

describe('painting', () => {
  it('paints, normalises the colour, and reverts to the default', () => {
    const painted = valid(applyOperation(base, paintDivision, 1, 'LK-1', '#D55E00'));
    expect(painted.levels[1].fills).toEqual({ 'LK-1': '#d55e00' });
    expect(base.levels[1].fills).toEqual({});
    const cleared = valid(applyOperation(painted, clearDivision, 1, 'LK-1'));
    expect(cleared.levels[1].fills).toEqual({});
  });

  it('returns the same document when nothing changes', () => {
    const painted = applyOperation(base, paintDivision, 2, 'a', '#000000');
    expect(applyOperation(painted, paintDivision, 2, 'a', '#000000')).toBe(painted);
    expect(applyOperation(base, clearDivision, 2, 'a')).toBe(base);
  });

  it('refuses bad colours and unusable ids before changing anything', () => {
    expect(() => applyOperation(base, paintDivision, 1, 'LK-1', 'red')).toThrow(/Not a colour/);
    expect(() => applyOperation(base, paintDivision, 1, '__proto__', '#ff0000')).toThrow(/Not a division id/);
    expect(() => applyOperation(base, paintDivisions, 1, ['a', ''], '#ff0000')).toThrow(/Not a division id/);
  });

  it('paints many at once and clears a whole level', () => {
    const painted = applyOperation(base, paintDivisions, 2, ['a', 'b', 'c'], '#009e73');
    expect(Object.keys(painted.levels[2].fills)).toEqual(['a', 'b', 'c']);
    expect(applyOperation(painted, clearAllFills, 2).levels[2].fills).toEqual({});
  });
});

describe('levels', () => {
  it('sets style with clamping and normalised colours', () => {
    const doc = valid(
      applyOperation(base, setLevelStyle, 1, {
        borderColor: '#ABCDEF',
        borderWidth: 99,
        opacity: -1,
        defaultFill: '#111111',
      }),
    );
    expect(doc.levels[1].style).toEqual({
      visible: true,
      defaultFill: '#111111',
      borderColor: '#abcdef',
      borderWidth: 20,
      opacity: 0,
    });
  });

  it('hiding the only visible level switches to the other one', () => {
    const doc = valid(applyOperation(base, setLevelStyle, 1, { visible: false }));
    expect(showOf(doc)).toBe('2');
    expect(doc.activeLevel).toBe(2);
  });

  it('setShow drives the visible flags and the active level', () => {
    // Both keeps the level clicks paint: provinces painted alone go on being painted (decision "With both levels shown, both levels' paint shows").
    const both = valid(applyOperation(base, setShow, 'both'));
    expect([both.levels[1].style.visible, both.levels[2].style.visible, both.activeLevel]).toEqual([
      true,
      true,
      1,
    ]);
    expect(valid(applyOperation(applyOperation(base, setShow, '2'), setShow, 'both')).activeLevel).toBe(2);
    const two = valid(applyOperation(both, setShow, '2'));
    expect([two.levels[1].style.visible, two.levels[2].style.visible, two.activeLevel]).toEqual([
      false,
      true,
      2,
    ]);
    const one = valid(applyOperation(two, setShow, '1'));
    expect(showOf(one)).toBe('1');
    expect(one.activeLevel).toBe(1);
  });

  it('setActiveLevel shows the level it activates', () => {
    const doc = valid(applyOperation(base, setActiveLevel, 2));
    expect(doc.activeLevel).toBe(2);
    expect(showOf(doc)).toBe('both');
  });
});

describe('frame and placement', () => {
  it('switches to a preset, keeps elements in their relative place and fits the map again', () => {
    const moved = applyOperation(applyOperation(base, panBy, 100, 50), zoomAt, { x: 800, y: 450 }, 3);
    const doc = valid(applyOperation(moved, setFrame, 'story'));
    expect(doc.frame).toEqual({ preset: 'story', width: 1080, height: 1920 });
    expect(doc.title.position.x).toBeCloseTo(540);
    expect(doc.credit.position.y / doc.frame.height).toBeCloseTo(
      base.credit.position.y / base.frame.height,
      5,
    );
    // A new shape is a new composition: the map is fitted to it, not left zoomed where it was.
    expect(doc.placement).toEqual({ offsetX: 0, offsetY: 0, zoom: 1 });
    // The margins keep their share of the shorter side (900 -> 1080).
    expect(doc.margins).toEqual({ top: 54, right: 54, bottom: 54, left: 54 });
  });

  it('sets margins within half a side, whole pixels, and fits the map to them', () => {
    const zoomed = applyOperation(base, zoomAt, { x: 100, y: 100 }, 2);
    const doc = valid(applyOperation(zoomed, setMargins, { top: 120.4, left: -5, bottom: 5000 }));
    expect(doc.margins).toEqual({ top: 120, right: 45, bottom: 405, left: 0 });
    expect(doc.placement).toEqual({ offsetX: 0, offsetY: 0, zoom: 1 });
    const fitted = valid(applyOperation(zoomed, fitMapToFrame));
    expect(fitted.placement).toEqual({ offsetX: 0, offsetY: 0, zoom: 1 });
  });

  it('accepts a custom size, clamped', () => {
    const doc = valid(applyOperation(base, setFrame, { width: 20_000, height: 640.4 }));
    expect(doc.frame).toEqual({ preset: 'custom', width: 10_000, height: 640 });
  });

  it('pans, clamps the pan so the map cannot be lost, and resets', () => {
    const doc = valid(applyOperation(base, panBy, 30, -20));
    expect(doc.placement).toEqual({ offsetX: 30, offsetY: -20, zoom: 1 });
    const far = valid(applyOperation(base, panBy, 1e6, -1e6));
    expect(far.placement).toEqual({ offsetX: 800, offsetY: -450, zoom: 1 });
    expect(applyOperation(far, resetPlacement).placement).toEqual({ offsetX: 0, offsetY: 0, zoom: 1 });
  });

  it('setPlacement clamps zoom to 0.5..40', () => {
    expect(applyOperation(base, setPlacement, { zoom: 1000 }).placement.zoom).toBe(40);
    expect(applyOperation(base, setPlacement, { zoom: 0.01 }).placement.zoom).toBe(0.5);
  });

  it('zoomAt keeps the frame point under the cursor still', () => {
    // A map point p (relative to the map centre, in zoom-1 frame pixels) shows at C + o + z p.
    const at = { x: 1200, y: 300 };
    const c = { x: 800, y: 450 };
    const start = applyOperation(base, panBy, -40, 25);
    const p0 = start.placement;
    const mapPoint = { x: (at.x - c.x - p0.offsetX) / p0.zoom, y: (at.y - c.y - p0.offsetY) / p0.zoom };
    const zoomed = valid(applyOperation(start, zoomAt, at, 2.5));
    const p1 = zoomed.placement;
    expect(p1.zoom).toBe(2.5);
    expect(c.x + p1.offsetX + p1.zoom * mapPoint.x).toBeCloseTo(at.x, 1);
    expect(c.y + p1.offsetY + p1.zoom * mapPoint.y).toBeCloseTo(at.y, 1);
  });

  it('zoomAt at the limit changes nothing and rejects nonsense factors', () => {
    const max = applyOperation(base, setPlacement, { zoom: 40 });
    expect(applyOperation(max, zoomAt, { x: 10, y: 10 }, 2)).toBe(max);
    expect(() => applyOperation(base, zoomAt, { x: 0, y: 0 }, 0)).toThrow(/zoom factor/);
  });
});

describe('division offsets', () => {
  it('accumulates moves, drops a zero offset, and resets', () => {
    const once = applyOperation(base, moveDivision, 1, 'LK-9', 3, 4);
    const twice = valid(applyOperation(once, moveDivision, 1, 'LK-9', 1.5, -4));
    expect(twice.levels[1].offsets).toEqual({ 'LK-9': { dx: 4.5, dy: 0 } });
    const back = applyOperation(twice, moveDivision, 1, 'LK-9', -4.5, 0);
    expect(back.levels[1].offsets).toEqual({});
    expect(applyOperation(twice, resetDivisionOffset, 1, 'LK-9').levels[1].offsets).toEqual({});
  });
});

describe('legend', () => {
  const painted = applyOperation(
    applyOperation(base, paintDivision, 1, 'a', '#e69f00'),
    paintDivision,
    1,
    'b',
    '#0072b2',
  );

  it('lists colours in use in order of first use, with labels', () => {
    const labelled = valid(applyOperation(painted, setLegendLabel, '#0072B2', 'Visited'));
    expect(legendEntries(labelled)).toEqual([
      { colour: '#e69f00', label: '' },
      { colour: '#0072b2', label: 'Visited' },
    ]);
  });

  it('keeps a label while its colour is unused and shows it again when the colour returns', () => {
    const labelled = applyOperation(painted, setLegendLabel, '#0072b2', 'Visited');
    const unused = applyOperation(labelled, clearDivision, 1, 'b');
    expect(legendEntries(unused)).toEqual([{ colour: '#e69f00', label: '' }]);
    expect(unused.legend.entries).toEqual({ '#0072b2': 'Visited' });
    const back = applyOperation(unused, paintDivision, 1, 'c', '#0072b2');
    expect(legendEntries(back)[1]).toEqual({ colour: '#0072b2', label: 'Visited' });
    expect(applyOperation(back, setLegendLabel, '#0072b2', '').legend.entries).toEqual({});
  });

  it('recolours an entry: its divisions and its label follow', () => {
    const labelled = applyOperation(painted, setLegendLabel, '#e69f00', 'Coast');
    const doc = valid(applyOperation(labelled, recolourLegendEntry, '#e69f00', '#cc79a7'));
    expect(doc.levels[1].fills).toEqual({ a: '#cc79a7', b: '#0072b2' });
    expect(doc.legend.entries).toEqual({ '#cc79a7': 'Coast' });
  });

  it('moves, titles and hides', () => {
    const doc = valid(
      applyOperation(
        applyOperation(applyOperation(base, moveLegend, 10, -5), setLegendTitle, 'Key'),
        setLegendVisible,
        false,
      ),
    );
    expect(doc.legend.position).toEqual({ x: base.legend.position.x + 10, y: base.legend.position.y - 5 });
    expect(doc.legend.title).toBe('Key');
    expect(doc.legend.visible).toBe(false);
  });
});

describe('text blocks', () => {
  it('sets and moves title, subtitle and credit', () => {
    let doc = applyOperation(base, setTitle, 'Rainfall');
    doc = applyOperation(doc, setSubtitle, '2024');
    doc = applyOperation(doc, setCredit, 'Data: Met Dept');
    doc = applyOperation(doc, moveTitle, 5, 6);
    doc = applyOperation(doc, moveSubtitle, -1, 0);
    doc = applyOperation(doc, moveCredit, 0, -2);
    doc = valid(applyOperation(doc, setTextStyle, 'title', { color: '#FF0000', fontSize: 1000 }));
    expect([doc.title.text, doc.subtitle.text, doc.credit.text]).toEqual([
      'Rainfall',
      '2024',
      'Data: Met Dept',
    ]);
    expect(doc.title.position).toEqual({ x: base.title.position.x + 5, y: base.title.position.y + 6 });
    expect(doc.subtitle.position.x).toBe(base.subtitle.position.x - 1);
    expect(doc.credit.position.y).toBe(base.credit.position.y - 2);
    expect(doc.title.style.color).toBe('#ff0000');
    expect(doc.title.style.fontSize).toBe(400);
  });
});

describe('annotations and moving elements', () => {
  const dot = createAnnotation('dot', { kind: 'frame', x: 10, y: 10 }, { id: 'd1' });

  it('adds, moves and removes an annotation', () => {
    const added = valid(applyOperation(base, addAnnotation, dot));
    expect(() => applyOperation(added, addAnnotation, dot)).toThrow(/exists/);
    const moved = applyOperation(added, moveAnnotation, 'd1', 2, 3);
    expect(moved.annotations[0]?.anchor).toEqual({ kind: 'frame', x: 12, y: 13 });
    expect(applyOperation(moved, removeAnnotation, 'd1').annotations).toEqual([]);
  });

  it('moveElement routes every kind; divisions convert frame pixels to map units', () => {
    let doc = applyOperation(base, addAnnotation, dot);
    doc = applyOperation(doc, moveElement, { kind: 'map' }, 5, 5);
    doc = applyOperation(doc, moveElement, { kind: 'legend' }, 1, 0);
    doc = applyOperation(doc, moveElement, { kind: 'heatBar' }, 0, 1);
    doc = applyOperation(doc, moveElement, { kind: 'subtitle' }, 2, 0);
    doc = applyOperation(doc, moveElement, { kind: 'annotation', id: 'd1' }, 1, 1);
    doc = valid(applyOperation(doc, moveElement, { kind: 'division', level: 1, id: 'x' }, 10, -4, 2));
    expect(doc.placement.offsetX).toBe(5);
    expect(doc.legend.position.x).toBe(base.legend.position.x + 1);
    expect(doc.heatMap.bar.position.y).toBe(base.heatMap.bar.position.y + 1);
    expect(doc.subtitle.position.x).toBe(base.subtitle.position.x + 2);
    expect(doc.annotations[0]?.anchor).toEqual({ kind: 'frame', x: 11, y: 11 });
    expect(doc.levels[1].offsets).toEqual({ x: { dx: 5, dy: -2 } });
  });

  it('nudge helpers map arrow keys to frame-pixel steps', () => {
    expect(nudgeDirectionOfKey('ArrowLeft')).toBe('left');
    expect(nudgeDirectionOfKey('a')).toBeUndefined();
    expect(nudgeVector('up')).toEqual({ dx: 0, dy: -1 });
    expect(nudgeVector('right', true)).toEqual({ dx: 10, dy: 0 });
  });
});

describe('newMap', () => {
  it('resets to the default document of the same country, keeping the frame', () => {
    let doc = applyOperation(base, setFrame, 'square-post');
    doc = applyOperation(doc, setMargins, { bottom: 100 });
    const square = doc;
    doc = applyOperation(doc, paintDivision, 1, 'a', '#000000');
    doc = applyOperation(doc, setTitle, 'Mine');
    const fresh = valid(applyOperation(doc, newMap));
    expect(fresh).toEqual({
      ...createDocument('SriLanka', { frame: 'square-post' }),
      margins: square.margins,
    });
    expect(fresh.frame).toEqual(square.frame);
  });
});
