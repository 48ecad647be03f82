import { describe, expect, it } from 'vitest';
import v3Fixture from './fixtures/v3-germany.json';
import { createDocument } from './defaults';
import { legendEntries } from './legend-entries';
import { applyOperation } from './operations/apply-operation';
import { paintDivision, paintWithPattern } from './operations/paint';
import { parseDocument } from './parse-document';
import {
  DEFAULT_PATTERN_STYLE,
  fillSchema,
  MAX_PATTERNS,
  nextPatternId,
  patternIdOf,
  patternsSchema,
  type PatternStyle,
} from './patterns';
import { CURRENT_VERSION, type MapDocument } from './schema';

const STRIPES: PatternStyle = { ...DEFAULT_PATTERN_STYLE, foreground: '#0072b2' };
const DOTS: PatternStyle = { ...STRIPES, kind: 'dots' };

describe('pattern fills: the schema', () => {
  it('a fill is a colour or a pattern reference, in one lowercase spelling', () => {
    expect(fillSchema.parse('#FF0000')).toBe('#ff0000');
    expect(fillSchema.parse('Pattern:P1')).toBe('pattern:p1');
    expect(fillSchema.safeParse('red').success).toBe(false);
    expect(fillSchema.safeParse('pattern:').success).toBe(false);
    expect(fillSchema.safeParse('url(#x)').success).toBe(false);
    expect(patternIdOf('pattern:p12')).toBe('p12');
    expect(patternIdOf('#ff0000')).toBeUndefined();
  });

  it('pattern definitions keep their order and refuse a repeated id or an unknown kind', () => {
    const list = [
      { id: 'p2', ...DOTS },
      { id: 'p1', ...STRIPES },
    ];
    expect(patternsSchema.parse(list).map((p) => p.id)).toEqual(['p2', 'p1']);
    expect(patternsSchema.safeParse([list[0], list[0]]).success).toBe(false);
    expect(patternsSchema.safeParse([{ ...list[0], kind: 'plaid' }]).success).toBe(false);
    expect(patternsSchema.safeParse([{ ...list[0], width: 0 }]).success).toBe(false);
    expect(nextPatternId(list)).toBe('p3');
    expect(nextPatternId([])).toBe('p1');
  });

  it('refuses, in words, a map whose fill names a pattern it does not define', () => {
    const doc = createDocument('Germany');
    const damaged = {
      ...doc,
      levels: { ...doc.levels, 1: { ...doc.levels[1], fills: { 'DE-BY': 'pattern:p9' } } },
    };
    expect(parseDocument(damaged)).toEqual({
      ok: false,
      error: 'This map is damaged (levels.1.fills.DE-BY): names a pattern the map does not define.',
    });
  });
});

describe('version 6 -> 7', () => {
  it('a version-3 file opens with no patterns and every fill and legend entry as it was', () => {
    const result = parseDocument(v3Fixture);
    if (!result.ok) throw new Error(result.error);
    expect(CURRENT_VERSION).toBe(14);
    expect(result.doc.version).toBe(14);
    expect(result.doc.patterns).toEqual([]);
    expect(result.doc.heatMap.noDataPattern).toBeNull();
    expect(result.doc.levels[1].fills).toEqual(v3Fixture.levels[1].fills);
    expect(result.doc.legend.entries).toEqual(v3Fixture.legend.entries);
  });

  it('a version-6 file may not name patterns yet', () => {
    const doc = createDocument('Germany');
    const { patterns: _patterns, ...v6 } = { ...doc, version: 6 };
    expect(parseDocument(v6).ok).toBe(true);
    const named = {
      ...v6,
      levels: { ...v6.levels, 1: { ...v6.levels[1], fills: { 'DE-BY': 'pattern:p1' } } },
    };
    expect(parseDocument(named)).toMatchObject({ ok: false, error: expect.stringContaining('format 6') });
  });
});

describe('paintWithPattern', () => {
  const painted = (doc: MapDocument, ids: string[], style: PatternStyle) =>
    applyOperation(doc, paintWithPattern, 1, ids, style);

  it('paints many divisions with one new definition, listed in the legend like a colour', () => {
    const doc = painted(createDocument('Germany'), ['DE-BY', 'DE-BW'], STRIPES);
    expect(doc.patterns).toEqual([{ id: 'p1', ...STRIPES }]);
    expect(doc.levels[1].fills).toEqual({ 'DE-BY': 'pattern:p1', 'DE-BW': 'pattern:p1' });
    expect(doc.legend.order).toEqual(['pattern:p1']);
    expect(legendEntries(doc)).toEqual([{ colour: 'pattern:p1', label: '' }]);
    expect(parseDocument(JSON.parse(JSON.stringify(doc)))).toEqual({ ok: true, doc });
  });

  it('the same look reuses its definition; another look gets its own, after it', () => {
    let doc = painted(createDocument('Germany'), ['DE-BY'], STRIPES);
    doc = painted(doc, ['DE-BW'], { ...STRIPES });
    expect(doc.patterns.map((p) => p.id)).toEqual(['p1']);
    doc = painted(doc, ['DE-HE'], DOTS);
    expect(doc.patterns.map((p) => [p.id, p.kind])).toEqual([
      ['p1', 'stripes'],
      ['p2', 'dots'],
    ]);
    expect(doc.legend.order).toEqual(['pattern:p1', 'pattern:p2']);
  });

  it('refuses a bad pattern or division id before anything changes', () => {
    const doc = createDocument('Germany');
    expect(() => painted(doc, ['DE-BY'], { ...STRIPES, gap: -1 })).toThrow(RangeError);
    expect(() => painted(doc, ['__proto__'], STRIPES)).toThrow(RangeError);
  });

  it('at the cap, forgets definitions no longer painted', () => {
    let doc: MapDocument = createDocument('Germany');
    for (let i = 0; i < MAX_PATTERNS; i++) doc = painted(doc, ['DE-BY'], { ...STRIPES, angle: i - 100 });
    expect(doc.patterns).toHaveLength(MAX_PATTERNS);
    doc = applyOperation(doc, paintDivision, 1, 'DE-BY', '#ff0000');
    doc = painted(doc, ['DE-BW'], DOTS);
    expect(doc.patterns.map((p) => p.kind)).toEqual(['dots']);
    expect(doc.patterns[0]?.id).toBe(`p${MAX_PATTERNS + 1}`);
  });
});
