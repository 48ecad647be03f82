import { DEFAULT_NUMBER_FORMAT, type HeatMap, type PixelDotMap } from './data-layers';
import type { Frame } from './frame';

/** The heat map of a new document: off, quantiles of viridis, its bar at the bottom right of the frame. */
export function defaultHeatMap(frame: Frame): HeatMap {
  const unit = Math.min(frame.width, frame.height);
  const length = Math.round(unit * 0.22);
  const fontSize = Math.max(10, Math.round(unit * 0.016));
  return {
    active: false,
    level: 1,
    values: {},
    palette: 'viridis',
    classification: 'quantile',
    classes: 5,
    scale: 'linear',
    breaks: [],
    reverse: false,
    midpoint: null,
    noDataColor: '#d9d9d9',
    noDataPattern: null,
    bar: {
      visible: true,
      position: { x: frame.width - Math.round(unit * 0.3), y: frame.height - Math.round(unit * 0.1) },
      title: '',
      orientation: 'horizontal',
      length,
      thickness: Math.max(6, Math.round(unit * 0.014)),
      fontSize,
      textColor: '#1a1a1a',
      background: '#ffffffcc',
      format: { ...DEFAULT_NUMBER_FORMAT },
      noDataLabel: 'No data',
    },
  };
}

/** The pixel dot map of a new document: off, 8 px square cells with a 1 px gap. */
export function defaultPixelDotMap(): PixelDotMap {
  return {
    active: false,
    level: 1,
    values: {},
    shape: 'square',
    cellSize: 8,
    gap: 1,
    onColor: '#d55e00',
    offColor: '#dcdcdc',
    noDataColor: '#f2f2f2',
    legendVisible: true,
    legendLabel: '',
  };
}
