import { describe, expect, it } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import type { ProjectedCountry } from '@mapwright/core/geo/project';
import { divisionNames } from './render';

const division = (id: string, name: string, more: object = {}) => ({
  id,
  name,
  d: '',
  bbox: [0, 0, 1, 1] as const,
  centroid: [0, 0] as const,
  ...more,
});

const projected: ProjectedCountry = {
  space: { width: 10, height: 10 },
  level1: {
    level: 1,
    space: { width: 10, height: 10 },
    borders: '',
    extent: [0, 0, 10, 10],
    divisions: [
      division('JP-13', 'Tokyo', { nameLocal: '東京都', names: { fr: 'Tokyo-to', ja: '東京都' } }),
      division('JP-27', 'Osaka'),
    ],
  },
};

describe("the public page's hover names", () => {
  it("are the map language's, with the own-script name beside, as the editor's tooltip shows them", () => {
    const french = divisionNames(createDocument('Japan', { mapLanguage: 'fr' }), projected);
    expect(french.names).toEqual({ 'JP-13': ['Tokyo-to', '東京都', ''], 'JP-27': ['Osaka', '', ''] });
    const japanese = divisionNames(createDocument('Japan', { mapLanguage: 'ja' }), projected);
    expect(japanese.names['JP-13']).toEqual(['東京都', '', '']);
    const english = divisionNames(createDocument('Japan'), projected);
    expect(english.names['JP-13']).toEqual(['Tokyo', '東京都', '']);
  });
});
