import type { Immutable } from 'immer';
import { z } from 'zod';
import { countryBySlug } from '../countries/countries';
import { boundarySchema } from './boundary';
import { CUSTOM_COUNTRY } from './map-slug';
import { annotationsSchema } from './annotations';
import { insetsSchema, zoomInsetsSchema } from './insets';
import { categoryMapSchema } from './categories';
import { bivariateMapSchema } from './bivariate';
import { liveDataSchema } from './live-data';
import { mapLanguageSchema } from './map-language';
import { symbolMapSchema } from './symbols';
import { timeSeriesSchema } from './time-series';
import { heatMapSchema, pixelDotMapSchema } from './data-layers';
import { heatOverlaysSchema } from './heat-overlays';
import { handPlacedSchema } from './hand-placed';
import { labelsSchema } from './labels';
import { frameSchema } from './frame';
import { legendSchema } from './legend';
import { levelStateSchema } from './level';
import { layersSchema } from './layers';
import { marginsSchema } from './margins';
import { patternsSchema, danglingPatternFill } from './patterns';
import { placementSchema } from './placement';
import { shownDivisionsSchema } from './shown-divisions';
import { mapProjectionSchema } from './map-projection';
import { territoriesSchema, territoryHeatSchema } from './territories';
import { textBlockSchema } from './text-block';

/** The version written by this code. Older versions are migrated on load (migrations.ts). */
export const CURRENT_VERSION = 14;

const levelSchema = z.union([z.literal(1), z.literal(2)]);
export type Level = z.infer<typeof levelSchema>;

export const countrySlugSchema = z
  .string()
  .refine((slug) => countryBySlug(slug) !== undefined, 'is not one of the supported countries');

/** Since version 11: one of the supported countries, or `Custom` for the user's own boundaries. */
const mapCountrySchema = z
  .string()
  .refine(
    (slug) => slug === CUSTOM_COUNTRY || countryBySlug(slug) !== undefined,
    'is not one of the supported countries',
  );

/**
 * The map document: everything the user sees in the frame, as plain JSON. Session state
 * (selection, hover, tool, current colour) lives in the editor, not here.
 *
 * `show` ('1' | '2' | 'both') is not stored: it is derived from the two `visible` flags
 * (show.ts), so there is one source of truth. Invariants: at least one level is visible and the
 * active level (the one that takes clicks) is visible.
 */
export const mapDocumentShape = {
  version: z.literal(CURRENT_VERSION),
  country: mapCountrySchema,
  frame: frameSchema,
  placement: placementSchema,
  levels: z.object({ 1: levelStateSchema, 2: levelStateSchema }),
  activeLevel: levelSchema,
  /** Since version 4 with `order`: the colours in the order the legend lists them (decision "The legend's order is an array in the document"). */
  legend: legendSchema,
  title: textBlockSchema,
  subtitle: textBlockSchema,
  credit: textBlockSchema,
  /** Drawn in this order (last on top), between the map and the legend as `layers.order` says. */
  annotations: annotationsSchema,
  heatMap: heatMapSchema,
  pixelDotMap: pixelDotMapSchema,
  /** Since version 3: the order of the frame's layers and whether the titles are drawn. */
  layers: layersSchema,
  /** Since version 5: the division labels of each level, styled independently (decision "Labels are placed by the core"). */
  labels: labelsSchema,
  /** Since version 7: the room kept free around the fitted map (margins.ts); the frame's presets renamed. */
  margins: marginsSchema,
  /** Since version 7: groups of divisions drawn as one shape, in legend order (decision "Territories are unions made from the topology"). */
  territories: territoriesSchema,
  /** Since version 7: whether the heat map is drawn by territory, summing or averaging their divisions' values. */
  territoryHeat: territoryHeatSchema,
  /** Since version 8: whether each shown territory's name is drawn on the map (labels/territory-labels.ts). */
  territoryLabels: z.boolean(),
  /** Since version 7: what the user changed of the territory insets, by inset id (decision "Territory insets are laid out by the pipeline"). */
  insets: insetsSchema,
  /** Since version 7: the user's zoom insets, bottom first (decision "Zoom insets are copies drawn by renderMap"). */
  zoomInsets: zoomInsetsSchema,
  /** Since version 7: pattern definitions, in the order made; fills name them as `pattern:<id>` (patterns.ts). */
  patterns: patternsSchema,
  /** Since version 8: a pattern laid over a division's heat colour, by division (heat-overlays.ts). */
  heatOverlays: heatOverlaysSchema,
  /**
   * Since version 9: the legend and heat bar the user moved by hand; the others are placed by the
   * editor clear of the map's other elements (hand-placed.ts, render/legend-placement.ts).
   */
  handPlaced: handPlacedSchema,
  /** Since version 10: the level-1 divisions shown, fitted to; empty: all (shown-divisions.ts). */
  shownDivisions: shownDivisionsSchema,
  /** Since version 10: the world's projection and central meridian as chosen; null: the map's own (map-projection.ts). */
  projection: mapProjectionSchema,
  /** Since version 11: the user's own boundaries the map is drawn on (`country` is then `Custom`); null: `country`'s. */
  boundary: boundarySchema,
  /** Since version 12: the categorical data map, each division's text, its categories in legend order (categories.ts). */
  categories: categoryMapSchema,
  /** Since version 13: proportional symbols over the map, at divisions or at places (symbols.ts). */
  symbols: symbolMapSchema,
  /** Since version 13: the bivariate choropleth of two numbers per division (bivariate.ts). */
  bivariate: bivariateMapSchema,
  /** Since version 13: the heat map's steps in time; two or more make a time map (time-series.ts). */
  timeSeries: timeSeriesSchema,
  /** Since version 13: the CSV linked by address that feeds the data map; null: none (live-data.ts). */
  liveData: liveDataSchema,
  /** Since version 14: the language of the map's names and numbers (map-language.ts). */
  mapLanguage: mapLanguageSchema,
};

interface LevelsPart {
  readonly levels: { readonly [L in Level]: { readonly style: { readonly visible: boolean } } };
  readonly activeLevel: Level;
}

/** The invariants on the levels, shared with the version-2 schema (migrations.ts). */
export function withLevelInvariants<T extends z.ZodType<LevelsPart>>(schema: T) {
  return schema
    .refine((doc) => doc.levels[1].style.visible || doc.levels[2].style.visible, {
      message: 'at least one level must be visible',
      path: ['levels'],
    })
    .refine((doc) => doc.levels[doc.activeLevel].style.visible, {
      message: 'the active level must be visible',
      path: ['activeLevel'],
    });
}

export const mapDocumentSchema = withLevelInvariants(z.object(mapDocumentShape)).superRefine((doc, ctx) => {
  const path = danglingPatternFill(doc);
  if (path) ctx.addIssue({ code: 'custom', message: 'names a pattern the map does not define', path });
  if ((doc.country === CUSTOM_COUNTRY) !== (doc.boundary !== null))
    ctx.addIssue({
      code: 'custom',
      message: `names its own boundaries exactly when its country is ${CUSTOM_COUNTRY}`,
      path: ['boundary'],
    });
});

/** The plain, mutable shape (what operations see through an immer draft). */
export type MapDocumentData = z.infer<typeof mapDocumentSchema>;

/** A document as the app holds it: deeply readonly; change it only through operations. */
export type MapDocument = Immutable<MapDocumentData>;
