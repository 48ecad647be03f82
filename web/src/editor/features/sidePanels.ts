import { AnnotationPanel } from './annotations/AnnotationPanel';
import { LayersPanel } from './annotations/LayersPanel';
import { DataPanel } from './data/DataPanel';
import { FramePanel } from './frame/FramePanel';
import { InsetsPanel } from './insets/InsetsPanel';
import { LabelsPanel } from './labels/LabelsPanel';
import { LegendPanel } from './legend/LegendPanel';
import { LevelsPanel } from './levels/LevelsPanel';
import { ColourPanel } from './paint/ColourPanel';
import { ProjectionPanel } from './projection/ProjectionPanel';
import { ShownPanel } from './shown/ShownPanel';
import { TerritoriesPanel } from './territories/TerritoriesPanel';
import { TextPanel } from './texts/TextPanel';

/**
 * Every feature's sections of the side panel (the phone's sheets show the same), by name. This module
 * is one chunk of its own, loaded after the map's first paint (usePanels.ts; decision "The side panels
 * load after the map"): a feature names its sections in its registration, and adds them here.
 */
export const PANELS = {
  AnnotationPanel,
  ColourPanel,
  DataPanel,
  FramePanel,
  InsetsPanel,
  LabelsPanel,
  LayersPanel,
  LegendPanel,
  LevelsPanel,
  ProjectionPanel,
  ShownPanel,
  TerritoriesPanel,
  TextPanel,
} as const;

export type PanelName = keyof typeof PANELS;
export type Panels = typeof PANELS;
