import { beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import { applyOperation } from '../document/operations/apply-operation';
import { moveInset, scaleInset } from '../document/operations/insets';
import { addAnnotation } from '../document/operations/annotations';
import { createAnnotation } from '../document/annotation-defaults';
import type { MapDocument } from '../document/schema';
import type { ProjectedCountry } from '../geo/project';
import { projectionFromFit } from '../geo/project';
import { anchorConverter } from './anchor-frame';
import { insetGeometry } from './inset-geometry';
import { insetAwareProjection } from './inset-projection';
import { renderMap } from './render-map';
import { findNodes } from './svg-tree';
import { FRANCE_BUILT, loadFrance, loadSpain, SPAIN_BUILT } from './test-france';
import { mapTransform } from './transform';

const FORT_DE_FRANCE = { kind: 'map', lon: -61.07, lat: 14.6 } as const;
const PARIS = { kind: 'map', lon: 2.35, lat: 48.86 } as const;

let france: ProjectedCountry;
// The mainland's own spec is the country index's; any projection fitted this way stands in for it.
const mainland = () =>
  projectionFromFit({ type: 'conicEqualArea', parallels: [44, 49], rotate: [-3, 0, 0] }, france.fit!);

beforeAll(async () => {
  if (FRANCE_BUILT) france = (await loadFrance())!;
});

const inBox = (box: readonly number[], p: { x: number; y: number }) =>
  p.x >= box[0]! && p.x <= box[2]! && p.y >= box[1]! && p.y <= box[3]!;

/** A box of map space in frame pixels for this document. */
function frameBox(doc: MapDocument, geometry: ProjectedCountry, box: readonly number[]) {
  const t = mapTransform(doc, geometry);
  return [box[0]! * t.scale + t.x, box[1]! * t.scale + t.y, box[2]! * t.scale + t.x, box[3]! * t.scale + t.y];
}

describe.skipIf(!FRANCE_BUILT)('annotations pinned in a territory inset', () => {
  const doc = createDocument('France') as MapDocument;

  it('a pin at Fort-de-France is placed in Martinique’s box, Paris on the mainland', () => {
    const geometry = { ...france, geo: mainland() };
    const converter = anchorConverter(doc, geometry);
    const martinique = france.insets!.find((inset) => inset.id === 'martinique')!;
    const pin = converter.toFrame(FORT_DE_FRANCE)!;
    expect(inBox(frameBox(doc, france, martinique.box), pin)).toBe(true);
    const paris = converter.toFrame(PARIS)!;
    for (const inset of france.insets!) expect(inBox(frameBox(doc, france, inset.box), paris)).toBe(false);
    const [x, y] = mainland()([PARIS.lon, PARIS.lat])!;
    expect(frameBox(doc, france, [x, y, x, y]).slice(0, 2)).toEqual([paris.x, paris.y]);
  });

  it('follows the box when the user moves and resizes it, and a point in the box maps back', () => {
    const moved = applyOperation(
      applyOperation(doc, moveInset, 'martinique', 40, -20),
      scaleInset,
      'martinique',
      1.5,
    );
    const derived = insetGeometry(moved.insets, france);
    const converter = anchorConverter(moved, { ...derived, geo: mainland() });
    const box = derived.insets!.find((inset) => inset.id === 'martinique')!.box;
    const pin = converter.toFrame(FORT_DE_FRANCE)!;
    expect(inBox(frameBox(moved, derived, box), pin)).toBe(true);
    const back = converter.toMap(pin)!;
    expect(back.lon).toBeCloseTo(FORT_DE_FRANCE.lon, 5);
    expect(back.lat).toBeCloseTo(FORT_DE_FRANCE.lat, 5);
    const paris = converter.toMap(converter.toFrame(PARIS)!)!;
    expect(paris.lon).toBeCloseTo(PARIS.lon, 5);
  });

  it('renderMap draws a pinned dot inside Martinique’s box, moved with it', () => {
    const pinned = applyOperation(doc, addAnnotation, createAnnotation('dot', FORT_DE_FRANCE, { id: 'ff' }));
    const moved = applyOperation(pinned, moveInset, 'martinique', 30, 10);
    for (const d of [pinned, moved]) {
      const [group] = findNodes(
        renderMap(d, { ...france, geo: mainland() }),
        (n) => n.attrs['data-annotation-id'] === 'ff',
      );
      const match = /^translate\(([-\d.]+) ([-\d.]+)\)/.exec(String(group?.attrs.transform));
      const at = { x: Number(match?.[1]), y: Number(match?.[2]) };
      const derived = insetGeometry(d.insets, france);
      const box = derived.insets!.find((inset) => inset.id === 'martinique')!.box;
      expect(inBox(frameBox(d, derived, box), at)).toBe(true);
    }
  });
});

describe.skipIf(!SPAIN_BUILT)('annotations pinned in the Canaries', () => {
  it('a pin at Las Palmas is placed in the Canaries’ box, one at Madrid is not, and a point in the box maps back', async () => {
    const spain = (await loadSpain())!;
    const geo = projectionFromFit(
      { type: 'conicEqualArea', parallels: [37, 42], rotate: [3.7, 0, 0] },
      spain.fit!,
    );
    const doc = createDocument('Spain') as MapDocument;
    const converter = anchorConverter(doc, { ...spain, geo });
    const box = frameBox(doc, spain, spain.insets![0]!.box);
    expect(inBox(box, converter.toFrame({ kind: 'map', lon: -15.43, lat: 28.1 })!)).toBe(true);
    expect(inBox(box, converter.toFrame({ kind: 'map', lon: -3.7, lat: 40.42 })!)).toBe(false);
    const back = converter.toMap(converter.toFrame({ kind: 'map', lon: -16.25, lat: 28.47 })!)!;
    expect(back.lon).toBeCloseTo(-16.25, 5);
    expect(back.lat).toBeCloseTo(28.47, 5);
  });
});

describe('insetAwareProjection', () => {
  it('is the mainland projection itself without insets', () => {
    const geo = projectionFromFit({ type: 'mercator' }, { scale: 100, translate: [0, 0] });
    expect(insetAwareProjection(geo, undefined)).toBe(geo);
    expect(insetAwareProjection(geo, [])).toBe(geo);
  });
});
