import { describe, expect, it } from 'vitest';
import v3Fixture from './fixtures/v3-germany.json';
import { createDocument } from './defaults';
import { parseDocument } from './parse-document';
import { CURRENT_VERSION } from './schema';

describe('version 6 -> 7: territory and zoom insets (decisions "Territory insets are laid out by the pipeline" and "Zoom insets are copies drawn by renderMap")', () => {
  it('opens a version-3 map with no inset changed and no zoom inset', () => {
    const parsed = parseDocument(v3Fixture);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(CURRENT_VERSION).toBe(14);
    expect(parsed.doc.version).toBe(14);
    expect(parsed.doc.insets).toEqual({});
    expect(parsed.doc.zoomInsets).toEqual([]);
    expect(parsed.doc.country).toBe('Germany');
  });

  it('adds them to a version-6 map of France, its paint and levels as they were', () => {
    const {
      insets: _insets,
      zoomInsets: _zoomInsets,
      margins: _margins,
      ...today
    } = createDocument('France');
    const v6 = {
      ...today,
      version: 6,
      frame: { preset: 'custom', width: 1000, height: 800 },
      levels: { ...today.levels, 1: { ...today.levels[1], fills: { 'FR-MTQ': '#d55e00' } } },
    };
    const parsed = parseDocument(v6);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.doc.insets).toEqual({});
    expect(parsed.doc.zoomInsets).toEqual([]);
    expect(parsed.doc.levels).toEqual(v6.levels);
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
