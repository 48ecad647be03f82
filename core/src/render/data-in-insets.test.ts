import { beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import { applyOperation } from '../document/operations/apply-operation';
import { setDataLayer, setDataValues } from '../document/operations/data-layers';
import { addZoomInset } from '../document/operations/insets';
import type { MapDocument, MapDocumentData } from '../document/schema';
import type { ProjectedCountry } from '../geo/project';
import { capitalInset } from './capital-insets';
import { renderMap } from './render-map';
import { findNodes } from './svg-tree';
import { FRANCE_BUILT, loadFrance } from './test-france';

let france: ProjectedCountry;
beforeAll(async () => {
  if (FRANCE_BUILT) france = (await loadFrance())!;
});

/** France's départements shown, a heat map on them with values for Martinique and the Paris region. */
function heatDoc(): MapDocument {
  const data: MapDocumentData = createDocument('France');
  data.levels[1].style.visible = false;
  data.levels[2].style.visible = true;
  data.activeLevel = 2;
  let doc = applyOperation(data as MapDocument, setDataLayer, 'heatMap', 2);
  doc = applyOperation(doc, setDataValues, 'heatMap', { 'FR-MQ': 10, 'FR-92': 90, 'FR-75': 50, 'FR-93': 1 });
  return applyOperation(doc, addZoomInset, capitalInset('France', [france.level1, france.level2])!);
}

describe.skipIf(!FRANCE_BUILT)('data maps inside insets', () => {
  it('a heat map colours a territory inset’s division and a zoom inset’s copies as on the mainland', () => {
    const doc = heatDoc();
    const tree = renderMap(doc, france);
    const fill = (attr: string, id: string) =>
      findNodes(tree, (n) => n.attrs[attr] === id && n.tag === 'path').map((n) => n.attrs.fill);
    const noData = doc.heatMap.noDataColor;
    // Martinique, in its box, carries its value's colour.
    const [martinique] = fill('data-division', 'FR-MQ');
    expect(martinique).toBeDefined();
    expect(martinique).not.toBe(noData);
    for (const id of ['FR-92', 'FR-75', 'FR-93']) {
      const [own] = fill('data-division', id);
      expect(own).not.toBe(noData);
      // The magnified copy in the Paris box has its division's colour.
      expect(fill('data-zoom-division', id)).toEqual([own]);
    }
    expect(fill('data-division', 'FR-92')).not.toEqual(fill('data-division', 'FR-93'));
  });

  it('a pixel dot map counts cells in a territory inset’s box', () => {
    const data: MapDocumentData = createDocument('France');
    let doc = applyOperation(data as MapDocument, setDataLayer, 'pixelDotMap', 1);
    doc = applyOperation(doc, setDataValues, 'pixelDotMap', { 'FR-MTQ': 60, 'FR-GUF': 20 });
    const tree = renderMap(doc, france);
    for (const id of ['FR-MTQ', 'FR-GUF'])
      expect(
        findNodes(tree, (n) => n.attrs['data-cells-of'] === id && n.attrs['data-cells'] === 'on').length,
        id,
      ).toBe(1);
  });
});
