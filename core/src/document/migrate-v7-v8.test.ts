import { describe, expect, it } from 'vitest';
import v3Fixture from './fixtures/v3-germany.json';
import { createDocument } from './defaults';
import { documentV7Schema, migrateV7toV8 } from './migrate-v7-v8';
import { MIGRATIONS } from './migrations';
import { parseDocument } from './parse-document';
import { CURRENT_VERSION } from './schema';

/** A document as version 7 wrote it: today's, with zoom insets that had no choice of showing their area. */
function v7Document() {
  const doc = createDocument('France', { title: 'Paris' });
  return {
    ...doc,
    version: 7,
    zoomInsets: [{ id: 'paris', caption: 'Paris', area: [580, 158, 605, 184], x: 800, y: 20, zoom: 6.5 }],
  };
}

describe('version 7 -> 8 (decision "Showing a zoom inset\'s area is the user\'s choice")', () => {
  it('keeps every zoom inset showing its area, as version 7 drew it, and changes nothing else', () => {
    const before = v7Document();
    const parsed = parseDocument(before);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(CURRENT_VERSION).toBe(8);
    expect(parsed.doc.version).toBe(8);
    expect(parsed.doc.zoomInsets).toEqual([{ ...before.zoomInsets[0], showArea: true }]);
    const { version: _v, zoomInsets: _z, ...rest } = parsed.doc;
    const { version: _v7, zoomInsets: _z7, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
  });

  it('reads version 7 in its own frozen terms: a zoom inset naming showArea was not version 7', () => {
    const before = v7Document();
    expect(documentV7Schema.safeParse(before).success).toBe(true);
    const inset = before.zoomInsets[0];
    const withChoice = { ...before, zoomInsets: [{ ...inset, showArea: false }] };
    // Unknown keys are stripped by the frozen shape, so the migration still shows the area.
    const migrated = migrateV7toV8(documentV7Schema.parse(withChoice)) as {
      zoomInsets: { showArea: boolean }[];
    };
    expect(migrated.zoomInsets[0]?.showArea).toBe(true);
    expect(MIGRATIONS[7]?.migrate).toBe(migrateV7toV8);
  });

  it('opens the version-3 fixture through every step, with no zoom inset', () => {
    const parsed = parseDocument(v3Fixture);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.doc.version).toBe(8);
    expect(parsed.doc.zoomInsets).toEqual([]);
  });

  it('a version-8 file keeps the choice; one without it is refused in clear words', () => {
    const doc = createDocument('France');
    const inset = { id: 'z', caption: '', area: [0, 0, 10, 10], x: 0, y: 0, zoom: 2, showArea: false };
    const kept = parseDocument({ ...doc, zoomInsets: [inset] });
    expect(kept.ok && kept.doc.zoomInsets[0]?.showArea).toBe(false);
    const { showArea: _s, ...without } = inset;
    const refused = parseDocument({ ...doc, zoomInsets: [without] });
    expect(refused.ok).toBe(false);
  });
});
