import { describe, expect, it, vi } from 'vitest';
import v1Fixture from './fixtures/v1-sri-lanka.json';
import v1Migrated from './fixtures/v1-sri-lanka.migrated.json';
import v2Fixture from './fixtures/v2-romania.json';
import v2AnnotationsMigrated from './fixtures/v2-annotations.migrated.json';
import { createDocument } from './defaults';
import { parseDocument } from './parse-document';
import type * as LevelModule from './level';
import type * as PlacementModule from './placement';
import type * as FrameModule from './frame';
import type * as DataLayerDefaults from './data-layer-defaults';
import type * as LayersModule from './layers';
import type * as AnnotationDefaults from './annotation-defaults';
import type * as LabelsModule from './labels';

// Today's defaults for new maps, changed as a later version might change them: the migrations of old
// files must not see any of it (decision "Frozen migrations").
vi.mock('./level', async (importOriginal) => ({
  ...(await importOriginal<typeof LevelModule>()),
  DEFAULT_LEVEL_STYLES: {
    1: { visible: true, defaultFill: '#aaaaaa', borderColor: '#000000', borderWidth: 2, opacity: 0.9 },
    2: { visible: true, defaultFill: '#bbbbbb', borderColor: '#111111', borderWidth: 1, opacity: 0.8 },
  },
}));
vi.mock('./placement', async (importOriginal) => ({
  ...(await importOriginal<typeof PlacementModule>()),
  DEFAULT_PLACEMENT: { offsetX: 5, offsetY: 5, zoom: 2 },
}));
vi.mock('./frame', async (importOriginal) => {
  const frame = await importOriginal<typeof FrameModule>();
  return {
    ...frame,
    FRAME_PRESET_SIZES: { ...frame.FRAME_PRESET_SIZES, 'portrait-post': { width: 1200, height: 1500 } },
  };
});
vi.mock('./data-layer-defaults', async (importOriginal) => {
  const defaults = await importOriginal<typeof DataLayerDefaults>();
  return {
    ...defaults,
    defaultHeatMap: (frame: Parameters<typeof defaults.defaultHeatMap>[0]) => ({
      ...defaults.defaultHeatMap(frame),
      palette: 'magma',
      classes: 7,
    }),
    defaultPixelDotMap: () => ({ ...defaults.defaultPixelDotMap(), cellSize: 12 }),
  };
});
vi.mock('./layers', async (importOriginal) => ({
  ...(await importOriginal<typeof LayersModule>()),
  defaultLayers: () => ({ order: ['map', 'legend', 'annotations', 'titles'], titlesVisible: false }),
}));
vi.mock('./labels', async (importOriginal) => {
  const labels = await importOriginal<typeof LabelsModule>();
  const changed = (level: 1 | 2) => ({ ...labels.defaultLevelLabels(level), visible: true, fontSize: 30 });
  return { ...labels, defaultLevelLabels: changed, defaultLabels: () => ({ 1: changed(1), 2: changed(2) }) };
});
vi.mock('./annotation-defaults', async (importOriginal) => {
  const defaults = await importOriginal<typeof AnnotationDefaults>();
  return {
    ...defaults,
    createAnnotation: ((...args: Parameters<typeof defaults.createAnnotation>) => ({
      ...defaults.createAnnotation(...args),
      name: 'new',
      locked: true,
    })) as typeof defaults.createAnnotation,
  };
});

const style = {
  fontFamily: 'Inter, sans-serif',
  fontSize: 20,
  fontWeight: 700,
  color: '#112233',
  align: 'start',
};
const V2_ANNOTATIONS = [
  { id: 't', type: 'text', position: { x: 10, y: 20 }, text: 'Hi', style, halo: null },
  { id: 'h', type: 'text', position: { x: 11, y: 21 }, text: 'Halo', style, halo: '#ffeeaa' },
  { id: 'd', type: 'dot', position: { x: 30, y: 40 }, radius: 5, color: '#FF0000', label: 'Cluj' },
  { id: 'n', type: 'note', position: { x: 1, y: 2 }, text: 'Here', target: { x: 3, y: 4 }, width: 150 },
  { id: 'e', type: 'emoji', position: { x: 5, y: 6 }, emoji: '1F3F0', size: 30 },
  {
    id: 'c',
    type: 'chart',
    position: { x: 7, y: 8 },
    kind: 'pie',
    width: 20,
    height: 300,
    data: [{ label: 'x', value: 2, color: '#00ff00' }],
  },
];

describe('each migration works on its own version’s frozen defaults', () => {
  it('(the defaults of new maps are indeed changed in this file)', () => {
    const fresh = createDocument('SriLanka');
    expect(fresh.levels[1].style.defaultFill).toBe('#aaaaaa');
    expect(fresh.heatMap.palette).toBe('magma');
    expect(fresh.layers.titlesVisible).toBe(false);
    expect(fresh.labels[1].fontSize).toBe(30);
  });

  it('a version-1 file opens as the same document, value for value and in the same key order', () => {
    const result = parseDocument(v1Fixture);
    if (!result.ok) throw new Error(result.error);
    expect(result.doc).toEqual(v1Migrated);
    expect(JSON.stringify(result.doc, null, 2) + '\n').toBe(`${JSON.stringify(v1Migrated, null, 2)}\n`);
  });

  it('version-2 annotations get version 3’s defaults for what they lacked, and version 3’s layers', () => {
    const result = parseDocument({ ...v2Fixture, annotations: V2_ANNOTATIONS });
    if (!result.ok) throw new Error(result.error);
    expect(result.doc.annotations).toEqual(v2AnnotationsMigrated);
    expect(result.doc.layers).toEqual({
      order: ['map', 'annotations', 'legend', 'titles'],
      titlesVisible: true,
    });
  });
});
