import { describe, expect, it } from 'vitest';
import v3Fixture from './fixtures/v3-germany.json';
import { createDocument } from './defaults';
import { parseDocument } from './parse-document';
import { CURRENT_VERSION } from './schema';

describe('version 6 -> 7 (territory insets, ADR 0046)', () => {
  it('opens a version-3 map with no inset changed', () => {
    const parsed = parseDocument(v3Fixture);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(CURRENT_VERSION).toBe(7);
    expect(parsed.doc.version).toBe(7);
    expect(parsed.doc.insets).toEqual({});
    expect(parsed.doc.zoomInsets).toEqual([]);
    expect(parsed.doc.country).toBe('Germany');
  });

  it('keeps everything else of a version-6 map as it was', () => {
    const { insets: _insets, zoomInsets: _zoomInsets, ...today } = createDocument('France');
    const parsed = parseDocument({ ...today, version: 6 });
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.doc).toEqual({ ...today, version: 7, insets: {}, zoomInsets: [] });
  });

  it('refuses an inset change out of range in clear words', () => {
    const doc = {
      ...createDocument('France'),
      insets: { guyane: { hidden: false, dx: 0, dy: 0, scale: 40 } },
    };
    const parsed = parseDocument(doc);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(/insets/);
  });
});
