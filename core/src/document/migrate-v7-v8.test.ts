import { describe, expect, it } from 'vitest';
import v3Fixture from './fixtures/v3-germany.json';
import { createDocument } from './defaults';
import { MIGRATIONS } from './migrations';
import { parseDocument } from './parse-document';
import { CURRENT_VERSION, type MapDocument } from './schema';

/** A document as version 7 wrote it: today's defaults less version 8's fields. */
function v7Document() {
  const { territoryLabels: _l, heatOverlays: _o, ...doc } = createDocument('Germany', { title: 'A title' });
  return {
    ...doc,
    version: 7,
    territories: [
      {
        id: 't1',
        name: 'Nord',
        level: 1,
        members: ['DE-SH', 'DE-HH'],
        fill: '#56b4e9',
        borderColor: '#1a1a1a',
        borderWidth: 1.5,
      },
    ],
  };
}

function parsed(input: unknown): MapDocument {
  const result = parseDocument(input);
  if (!result.ok) throw new Error(result.error);
  return result.doc;
}

describe('version 7 -> 8 (decision "Territory labels are placed by the core on the union, and their members\' labels make way")', () => {
  it('labels the territories of a version-7 map and keeps its other fields', () => {
    const v7 = v7Document();
    const doc = parsed(v7);
    expect(CURRENT_VERSION).toBe(8);
    expect(doc.version).toBe(8);
    expect(doc.territoryLabels).toBe(true);
    const { version: _v, territoryLabels: _l, heatOverlays: _o, ...rest } = doc;
    const { version: _v7, ...rest7 } = v7;
    expect(rest).toEqual(rest7);
  });

  it('opens the version-3 fixture through every version, its territory names on', () => {
    let v7: unknown = v3Fixture;
    for (const version of [3, 4, 5, 6]) {
      const step = MIGRATIONS[version];
      if (!step) throw new Error(`no migration from ${version}`);
      v7 = step.migrate(step.schema.parse(v7) as never);
    }
    const doc = parsed(v3Fixture);
    const { version: _v, territoryLabels, heatOverlays: _o, ...rest } = doc;
    const { version: _v7, ...rest7 } = v7 as { version: number };
    expect(territoryLabels).toBe(true);
    expect(rest).toEqual(rest7);
  });
});

/** A Romanian document as version 7 wrote it. */
function v7Romania() {
  const {
    heatOverlays: _heatOverlays,
    territoryLabels: _l,
    ...doc
  } = createDocument('Romania', {
    title: 'A title',
  });
  return { ...doc, version: 7 };
}

describe('version 7 -> 8 (decision "A pattern over a heat map\'s colour is a second channel")', () => {
  it('opens a version-7 file with no pattern over any heat colour and everything else as it was', () => {
    const v7 = {
      ...v7Romania(),
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
        ...v7Romania().levels,
        1: { ...v7Romania().levels[1], fills: { 'RO-CJ': 'pattern:p1' } },
      },
    };
    const result = parseDocument(v7);
    if (!result.ok) throw new Error(result.error);
    expect(CURRENT_VERSION).toBe(8);
    const { version, heatOverlays, territoryLabels: _l, ...rest } = result.doc;
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
    const doc = v7Romania();
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
    const old = step.schema.parse({ ...v7Romania(), heatOverlays: { 1: { 'RO-CJ': 'p1' }, 2: {} } });
    expect(step.migrate(old as never)).toMatchObject({ version: 8, heatOverlays: { 1: {}, 2: {} } });
  });
});
