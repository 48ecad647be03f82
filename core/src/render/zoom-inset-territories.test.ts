import { beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import { applyOperation } from '../document/operations/apply-operation';
import { groupIntoTerritory } from '../document/operations/territories';
import type { MapDocument, MapDocumentData } from '../document/schema';
import type { ProjectedCountry } from '../geo/project';
import { placeZoomInsetLabels } from '../labels/zoom-inset-labels';
import { capitalInset } from './capital-insets';
import { renderMap } from './render-map';
import { findNodes, type SvgNode } from './svg-tree';
import { FRANCE_BUILT, loadFrance } from './test-france';

let france: ProjectedCountry;
beforeAll(async () => {
  if (FRANCE_BUILT) france = (await loadFrance())!;
});

const ORANGE = '#ff7f00';

/** The France: the Paris zoom inset, level-1 labels, and the north-east grouped into an orange territory. */
function northEast(show: '1' | 'both', territory = true): MapDocument {
  const data: MapDocumentData = createDocument('France');
  data.levels[1].style.visible = true;
  data.levels[2].style.visible = show === 'both';
  data.labels[1].visible = true;
  data.labels[2].visible = show === 'both';
  data.zoomInsets = [capitalInset('France', [france.level1, france.level2])!];
  const doc = data as MapDocument;
  if (!territory) return doc;
  return applyOperation(doc, groupIntoTerritory, {
    name: 'Nord-Est',
    level: 1,
    members: ['FR-HDF', 'FR-GES', 'FR-IDF'],
    fill: ORANGE,
  });
}

const zoomInset = (tree: SvgNode) => findNodes(tree, (n) => n.attrs['data-zoom-inset'] === 'paris')[0]!;

describe.skipIf(!FRANCE_BUILT)('a zoom inset shows what the map shows at that place', () => {
  it.each(['1', 'both'] as const)(
    'draws the territory over its copies, at level %s, as the map does',
    (show) => {
      const tree = renderMap(northEast(show), france, { forExport: true });
      const box = zoomInset(tree);
      const territories = findNodes(box, (n) => n.attrs['data-zoom-territories'] === 'paris');
      expect(territories).toHaveLength(1);
      const [path] = findNodes(territories[0]!, (n) => n.attrs['data-zoom-territory'] === 't1');
      expect(path?.attrs.fill).toBe(ORANGE);
      // The map's own outline of the union, clipped to the area and drawn after the copies.
      const map = findNodes(tree, (n) => n.attrs['data-territory-outline'] === 't1')[0]!;
      expect(path?.attrs.d).toBe(map.attrs.d);
      expect(territories[0]!.attrs['clip-path']).toBe('url(#mw-zoom-clip-paris)');
      const view = findNodes(box, (n) => n.key === 'zoom-view:paris')[0]!;
      const keys = (view.children ?? []).map((n) => n.key);
      expect(keys.indexOf('zoom-territories:paris')).toBeGreaterThan(keys.indexOf('zoom-copies:paris'));
      // Not counted as the map's territories.
      expect(findNodes(tree, (n) => n.attrs['data-territory'] !== undefined)).toHaveLength(1);
    },
  );

  it('draws no territory group without territories, and none for a territory away from the area', () => {
    expect(
      findNodes(
        renderMap(northEast('1', false), france),
        (n) => n.attrs['data-zoom-territories'] !== undefined,
      ),
    ).toHaveLength(0);
    const south = applyOperation(northEast('1', false), groupIntoTerritory, {
      name: 'Sud',
      level: 1,
      members: ['FR-OCC', 'FR-PAC'],
      fill: ORANGE,
    });
    const [group] = findNodes(renderMap(south, france), (n) => n.attrs['data-zoom-territories'] === 'paris');
    expect(group?.children ?? []).toHaveLength(0);
  });

  it('names in the box what the map names there: Île-de-France makes way for the territory', () => {
    expect(placeZoomInsetLabels(northEast('1', false), france).map((l) => l.id)).toContain('FR-IDF');
    const doc = northEast('1');
    expect(placeZoomInsetLabels(doc, france).map((l) => l.id)).not.toContain('FR-IDF');
    const tree = renderMap(doc, france, { forExport: true });
    expect(findNodes(tree, (n) => n.attrs['data-zoom-label'] === 'FR-IDF')).toHaveLength(0);
  });

  it('one name per box: a division the caption names is not labelled in the box again', () => {
    const doc = northEast('both', false) as MapDocumentData;
    doc.levels[1].style.visible = false;
    doc.labels[1].visible = false;
    expect(placeZoomInsetLabels(doc as MapDocument, france).map((l) => l.id)).toContain('FR-75');
    const paris = { ...doc, zoomInsets: [{ ...doc.zoomInsets[0]!, caption: 'Paris' }] } as MapDocument;
    const ids = placeZoomInsetLabels(paris, france).map((l) => l.id);
    expect(ids).not.toContain('FR-75');
    expect(ids).toContain('FR-92');
  });
});
