import { describe, expect, it } from 'vitest';
import v3Fixture from './fixtures/v3-germany.json';
import { createDocument } from './defaults';
import { documentV7Schema, migrateV7toV8 } from './migrate-v7-v8';
import { MIGRATIONS } from './migrations';
import { parseDocument } from './parse-document';
import { CURRENT_VERSION, type MapDocument } from './schema';

/** A document as version 7 wrote it: today's defaults less version 8's fields. */
function v7Document() {
  const {
    territoryLabels: _l,
    heatOverlays: _o,
    handPlaced: _oHand,
    shownDivisions: _shown3,
    projection: _proj3,
    boundary: _boundary3,
    categories: _categories3,
    symbols: _symbols3,
    bivariate: _bivariate3,
    timeSeries: _timeSeries3,
    liveData: _liveData3,
    mapLanguage: _mapLanguage1,
    ...doc
  } = createDocument('Germany', { title: 'A title' });
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
    expect(CURRENT_VERSION).toBe(14);
    expect(doc.version).toBe(14);
    expect(doc.territoryLabels).toBe(true);
    const {
      version: _v,
      territoryLabels: _l,
      heatOverlays: _o,
      handPlaced: _oHand,
      shownDivisions: _shown4,
      projection: _proj4,
      boundary: _boundary4,
      categories: _categories4,
      symbols: _symbols4,
      bivariate: _bivariate4,
      timeSeries: _timeSeries4,
      liveData: _liveData4,
      mapLanguage: _mapLanguage2,
      ...rest
    } = doc;
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
    const {
      version: _v,
      territoryLabels,
      heatOverlays: _o,
      handPlaced: _oHand,
      shownDivisions: _shown5,
      projection: _proj5,
      boundary: _boundary5,
      categories: _categories5,
      symbols: _symbols5,
      bivariate: _bivariate5,
      timeSeries: _timeSeries5,
      liveData: _liveData5,
      mapLanguage: _mapLanguage3,
      ...rest
    } = doc;
    const { version: _v7, ...rest7 } = v7 as { version: number };
    expect(territoryLabels).toBe(true);
    expect(rest).toEqual(rest7);
  });
});

/** A Romanian document as version 7 wrote it. */
function v7Romania() {
  const {
    heatOverlays: _heatOverlays,
    handPlaced: _heatOverlaysHand,
    shownDivisions: _shown6,
    projection: _proj6,
    boundary: _boundary6,
    categories: _categories6,
    symbols: _symbols6,
    bivariate: _bivariate6,
    timeSeries: _timeSeries6,
    liveData: _liveData6,
    mapLanguage: _mapLanguage4,
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
    expect(CURRENT_VERSION).toBe(14);
    const {
      version,
      heatOverlays,
      territoryLabels: _l,
      handPlaced: _h,
      shownDivisions: _shown7,
      projection: _proj7,
      boundary: _boundary7,
      categories: _categories7,
      symbols: _symbols7,
      bivariate: _bivariate7,
      timeSeries: _timeSeries7,
      liveData: _liveData7,
      mapLanguage: _mapLanguage5,
      ...rest
    } = result.doc;
    expect([version, heatOverlays]).toEqual([14, { 1: {}, 2: {} }]);
    const { version: _v, ...restBefore } = v7;
    expect(rest).toEqual(restBefore);
  });

  it('opens the version-3 fixture through every step', () => {
    const result = parseDocument(v3Fixture);
    if (!result.ok) throw new Error(result.error);
    expect(result.doc.version).toBe(14);
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

/** A French document as version 7 wrote it, with zoom insets that had no choice of showing their area. */
function v7France() {
  const {
    territoryLabels: _l,
    heatOverlays: _o,
    handPlaced: _oHand,
    shownDivisions: _shown8,
    projection: _proj8,
    boundary: _boundary8,
    categories: _categories8,
    symbols: _symbols8,
    bivariate: _bivariate8,
    timeSeries: _timeSeries8,
    liveData: _liveData8,
    mapLanguage: _mapLanguage6,
    ...doc
  } = createDocument('France', { title: 'Paris' });
  return {
    ...doc,
    version: 7,
    zoomInsets: [{ id: 'paris', caption: 'Paris', area: [580, 158, 605, 184], x: 800, y: 20, zoom: 6.5 }],
  };
}

describe('version 7 -> 8 (decision "Showing a zoom inset\'s area is the user\'s choice")', () => {
  it('keeps every zoom inset showing its area, as version 7 drew it, and changes nothing else', () => {
    const before = v7France();
    const parsed = parseDocument(before);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(CURRENT_VERSION).toBe(14);
    expect(parsed.doc.version).toBe(14);
    expect(parsed.doc.zoomInsets).toEqual([{ ...before.zoomInsets[0], showArea: true }]);
    const {
      version: _v,
      zoomInsets: _z,
      territoryLabels: _l,
      heatOverlays: _o,
      handPlaced: _oHand,
      shownDivisions: _shown9,
      projection: _proj9,
      boundary: _boundary9,
      categories: _categories9,
      symbols: _symbols9,
      bivariate: _bivariate9,
      timeSeries: _timeSeries9,
      liveData: _liveData9,
      mapLanguage: _mapLanguage7,
      ...rest
    } = parsed.doc;
    const { version: _v7, zoomInsets: _z7, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
  });

  it('reads version 7 in its own frozen terms: a zoom inset naming showArea was not version 7', () => {
    const before = v7France();
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
    expect(parsed.doc.version).toBe(14);
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
