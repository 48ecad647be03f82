import { describe, expect, it } from 'vitest';
import v3Fixture from './fixtures/v3-germany.json';
import { createDocument } from './defaults';
import { MIGRATIONS } from './migrations';
import { parseDocument } from './parse-document';
import { CURRENT_VERSION } from './schema';

/** A document as version 7 wrote it: today's less the patterns over the heat map's colours. */
function v7Document() {
  const { heatOverlays: _heatOverlays, ...doc } = createDocument('Romania', { title: 'A title' });
  return { ...doc, version: 7 };
}

describe('version 7 -> 8 (decision "A pattern over a heat map\'s colour is a second channel")', () => {
  it('opens a version-7 file with no pattern over any heat colour and everything else as it was', () => {
    const v7 = {
      ...v7Document(),
      patterns: [
        {
          id: 'p1',
          kind: 'dots',
          foreground: '#112233',
          background: null,
          width: 2,
          gap: 4,
          angle: 0,
          scale: 'page',
        },
      ],
      levels: {
        ...v7Document().levels,
        1: { ...v7Document().levels[1], fills: { 'RO-CJ': 'pattern:p1' } },
      },
    };
    const result = parseDocument(v7);
    if (!result.ok) throw new Error(result.error);
    expect(CURRENT_VERSION).toBe(8);
    const { version, heatOverlays, ...rest } = result.doc;
    expect([version, heatOverlays]).toEqual([8, { 1: {}, 2: {} }]);
    const { version: _v, ...restBefore } = v7;
    expect(rest).toEqual(restBefore);
  });

  it('opens the version-3 fixture through every step', () => {
    const result = parseDocument(v3Fixture);
    if (!result.ok) throw new Error(result.error);
    expect(result.doc.version).toBe(8);
    expect(result.doc.heatOverlays).toEqual({ 1: {}, 2: {} });
  });

  it('reports a damaged version-7 file in its own terms: a fill naming a pattern it does not define', () => {
    const doc = v7Document();
    const damaged = {
      ...doc,
      levels: { ...doc.levels, 1: { ...doc.levels[1], fills: { 'RO-CJ': 'pattern:p4' } } },
    };
    const result = parseDocument(damaged);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error).toMatch(/^This map \(format 7\) is damaged \(levels\.1\.fills\.RO-CJ\)/);
  });

  it('the migration is the step from 7, and a version-7 schema drops overlays it does not know', () => {
    const step = MIGRATIONS[7];
    if (!step) throw new Error('no migration from 7');
    const old = step.schema.parse({ ...v7Document(), heatOverlays: { 1: { 'RO-CJ': 'p1' }, 2: {} } });
    expect(step.migrate(old as never)).toMatchObject({ version: 8, heatOverlays: { 1: {}, 2: {} } });
  });
});
