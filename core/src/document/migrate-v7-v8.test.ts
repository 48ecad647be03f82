import { describe, expect, it } from 'vitest';
import v3Fixture from './fixtures/v3-germany.json';
import { createDocument } from './defaults';
import { MIGRATIONS } from './migrations';
import { parseDocument } from './parse-document';
import { CURRENT_VERSION, type MapDocument } from './schema';

/** A document as version 7 wrote it: today's defaults less the territory labels' switch. */
function v7Document() {
  const { territoryLabels: _l, ...doc } = createDocument('Germany', { title: 'A title' });
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
    const { version: _v, territoryLabels: _l, ...rest } = doc;
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
    const { version: _v, territoryLabels, ...rest } = doc;
    const { version: _v7, ...rest7 } = v7 as { version: number };
    expect(territoryLabels).toBe(true);
    expect(rest).toEqual(rest7);
  });
});
