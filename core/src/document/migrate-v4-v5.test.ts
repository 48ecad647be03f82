import { describe, expect, it } from 'vitest';
import v3Fixture from './fixtures/v3-germany.json';
import { defaultLabels } from './labels';
import { parseDocument } from './parse-document';
import { CURRENT_VERSION } from './schema';

describe('version 4 -> 5', () => {
  it('adds labels, off on both levels, to a version-3 file and changes nothing else', () => {
    const v4 = parseDocument(v3Fixture);
    if (!v4.ok) throw new Error(v4.error);
    expect(CURRENT_VERSION).toBe(14);
    const { labels, version, ...rest } = v4.doc;
    expect(version).toBe(14);
    expect(labels).toEqual(defaultLabels());
    expect(labels[1].visible).toBe(false);
    expect(labels[2].visible).toBe(false);
    expect(rest.country).toBe(v3Fixture.country);
    expect(rest.levels).toEqual(v3Fixture.levels);
  });

  it('refuses a version-4 file that already has labels in an unknown shape', () => {
    const file = {
      ...JSON.parse(JSON.stringify(v3Fixture)),
      version: 4,
      legend: { ...v3Fixture.legend, order: [] },
    };
    expect(parseDocument(file).ok).toBe(true);
    expect(parseDocument({ ...file, version: 5 }).ok).toBe(false);
  });
});
