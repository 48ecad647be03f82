import { countryBySlug } from '../countries/countries';
import { boundaryHashOf, CUSTOM_COUNTRY } from './map-slug';
import { defaultHeatMap, defaultPixelDotMap } from './data-layer-defaults';
import { clampFrameSide, DEFAULT_FRAME, FRAME_PRESET_SIZES, type Frame, type FramePreset } from './frame';
import { defaultCategoryMap } from './categories';
import { defaultBivariateMap } from './bivariate';
import { defaultSymbolMap } from './symbols';
import { defaultTimeSeries } from './time-series';
import { defaultLabels } from './labels';
import type { MapLanguage } from './map-language';
import { defaultTerritories } from './territories';
import { defaultLayers } from './layers';
import { defaultMargins } from './margins';
import { DEFAULT_LEVEL_STYLES } from './level';
import { DEFAULT_PLACEMENT } from './placement';
import { DEFAULT_FONT_FAMILY, type TextBlock } from './text-block';
import { CURRENT_VERSION, type MapDocumentData } from './schema';

export interface CreateDocumentOptions {
  /** A preset frame, or 'custom' with `width` and `height`. Default DEFAULT_FRAME (1600 x 900). */
  readonly frame?: FramePreset;
  readonly width?: number;
  readonly height?: number;
  /** The title; defaults to the country's name (the boundaries' name for the user's own). */
  readonly title?: string;
  /** For a map on the user's own boundaries (slug `Custom/{hash}`): what they are called. */
  readonly boundaryName?: string;
  /** The language of the map's names and numbers: the interface's it was made in. Default 'en'. */
  readonly mapLanguage?: MapLanguage;
}

/** Where the text blocks and the legend sit by default, as fractions of the frame so any size works. */
function defaultTextBlocks(frame: Frame, title: string) {
  const { width, height } = frame;
  const unit = Math.min(width, height);
  const block = (
    text: string,
    x: number,
    y: number,
    fontSize: number,
    fontWeight: 400 | 700,
    color: string,
    align: 'start' | 'middle',
  ): TextBlock => ({
    text,
    position: { x, y },
    style: { fontFamily: DEFAULT_FONT_FAMILY, fontSize, fontWeight, color, align },
  });
  const titleSize = Math.round(unit * 0.05);
  const subtitleSize = Math.round(unit * 0.028);
  const creditSize = Math.round(unit * 0.016);
  return {
    title: block(title, width / 2, Math.round(unit * 0.04) + titleSize, titleSize, 700, '#1a1a1a', 'middle'),
    subtitle: block(
      '',
      width / 2,
      Math.round(unit * 0.04) + titleSize + Math.round(subtitleSize * 1.6),
      subtitleSize,
      400,
      '#4d4d4d',
      'middle',
    ),
    credit: block(
      '',
      Math.round(unit * 0.025),
      height - Math.round(unit * 0.025),
      creditSize,
      400,
      '#666666',
      'start',
    ),
  };
}

/** The default document for a country: first level shown, nothing painted, legend visible. */
export function createDocument(countrySlug: string, options: CreateDocumentOptions = {}): MapDocumentData {
  const hash = boundaryHashOf(countrySlug);
  const country =
    hash === undefined
      ? countryBySlug(countrySlug)
      : { slug: CUSTOM_COUNTRY, name: options.boundaryName ?? 'Your own boundaries' };
  if (!country) throw new RangeError(`Unknown country: ${JSON.stringify(countrySlug)}`);
  const frame = resolveFrame(options);
  const unit = Math.min(frame.width, frame.height);
  return {
    version: CURRENT_VERSION,
    country: country.slug,
    frame,
    placement: { ...DEFAULT_PLACEMENT },
    levels: {
      1: { style: { ...DEFAULT_LEVEL_STYLES[1] }, fills: {}, offsets: {} },
      2: { style: { ...DEFAULT_LEVEL_STYLES[2] }, fills: {}, offsets: {} },
    },
    activeLevel: 1,
    legend: {
      visible: true,
      title: '',
      position: { x: Math.round(unit * 0.03), y: Math.round(frame.height * 0.3) },
      fontSize: Math.max(10, Math.round(unit * 0.02)),
      textColor: '#1a1a1a',
      background: '#ffffffcc',
      entries: {},
      order: [],
    },
    ...defaultTextBlocks(frame, options.title ?? country.name),
    annotations: [],
    heatMap: defaultHeatMap(frame),
    pixelDotMap: defaultPixelDotMap(),
    categories: defaultCategoryMap(),
    symbols: defaultSymbolMap(),
    bivariate: defaultBivariateMap(),
    timeSeries: defaultTimeSeries(frame),
    liveData: null,
    layers: defaultLayers(),
    labels: defaultLabels(),
    margins: defaultMargins(frame),
    territories: defaultTerritories(),
    territoryHeat: 'off',
    territoryLabels: true,
    insets: {},
    zoomInsets: [],
    patterns: [],
    heatOverlays: { 1: {}, 2: {} },
    handPlaced: [],
    shownDivisions: [],
    projection: null,
    boundary: hash === undefined ? null : { hash, name: country.name },
    mapLanguage: options.mapLanguage ?? 'en',
  };
}

function resolveFrame(options: CreateDocumentOptions): Frame {
  const preset = options.frame ?? DEFAULT_FRAME.preset;
  if (preset === 'custom') {
    const width = clampFrameSide(options.width ?? DEFAULT_FRAME.width);
    const height = clampFrameSide(options.height ?? DEFAULT_FRAME.height);
    return { preset, width, height };
  }
  return { preset, ...FRAME_PRESET_SIZES[preset] };
}
