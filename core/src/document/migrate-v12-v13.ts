import { z } from 'zod';
import { CUSTOM_COUNTRY } from './map-slug';
import { danglingPatternFill } from './patterns';
import { documentV13Shape } from './migrate-v13-v14';
import { withLevelInvariants } from './schema';

/**
 * Version 12's fields, frozen here. Version 13 adds the data stories' fields: `symbols`, `bivariate`,
 * `timeSeries` and `liveData`; the older versions' schemas build on this shape rather than on today's.
 */
const {
  symbols: _symbols,
  bivariate: _bivariate,
  timeSeries: _timeSeries,
  liveData: _liveData,
  ...v12Fields
} = documentV13Shape;
export const documentV12Shape = { ...v12Fields, version: z.literal(12) };

/** As version 12 read a file: a dangling pattern fill, or a boundary on a country's map, is refused. */
export const documentV12Schema = withLevelInvariants(z.object(documentV12Shape)).superRefine((doc, ctx) => {
  const path = danglingPatternFill(doc);
  if (path) ctx.addIssue({ code: 'custom', message: 'names a pattern the map does not define', path });
  if ((doc.country === CUSTOM_COUNTRY) !== (doc.boundary !== null))
    ctx.addIssue({
      code: 'custom',
      message: `names its own boundaries exactly when its country is ${CUSTOM_COUNTRY}`,
      path: ['boundary'],
    });
});
export type DocumentV12 = z.infer<typeof documentV12Schema>;

/**
 * Version 12 -> 13: every map made before has symbols, a bivariate map and a series, all off and
 * empty, and no linked data (written out: frozen).
 */
export function migrateV12toV13(v12: DocumentV12): unknown {
  const unit = Math.min(v12.frame.width, v12.frame.height);
  return {
    ...v12,
    version: 13,
    symbols: {
      active: false,
      level: 1,
      placement: 'divisions',
      values: {},
      points: [],
      shape: 'circle',
      maxSize: 40,
      colour: '#d7301f',
      opacity: 0.8,
      halo: '#ffffff',
      colourBy: 'single',
      legendTitle: '',
      legendVisible: true,
    },
    bivariate: {
      active: false,
      level: 1,
      x: {},
      y: {},
      xTitle: '',
      yTitle: '',
      palette: 'blue-red',
      xBreaks: null,
      yBreaks: null,
      noDataColor: '#d9d9d9',
      noDataLabel: 'No data',
      legendVisible: true,
    },
    timeSeries: {
      steps: [],
      current: 0,
      stepDuration: 1000,
      label: {
        visible: true,
        position: { x: Math.round(unit * 0.025), y: Math.round(unit * 0.12) },
        fontSize: Math.round(unit * 0.06),
        color: '#1a1a1a',
      },
    },
    liveData: null,
  };
}
