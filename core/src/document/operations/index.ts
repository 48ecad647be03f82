export type { Operation, DocumentDraft } from './operation';
export { applyOperation } from './apply-operation';
export {
  paintDivision,
  paintDivisions,
  paintWithPattern,
  hatchNoData,
  NO_DATA_HATCH,
  clearDivision,
  clearAllFills,
} from './paint';
export { overlayPattern, clearOverlays } from './heat-overlays';
export { editPattern } from './edit-pattern';
export { setLevelStyle, setActiveLevel, setShow } from './levels';
export { setFrame, setMargins, fitMapToFrame, type FrameChoice } from './frame';
export { panBy, setPlacement, zoomAt, resetPlacement } from './placement';
export { moveDivision, resetDivisionOffset } from './division-offset';
export {
  setInsetHidden,
  moveInset,
  scaleInset,
  resetInset,
  addZoomInset,
  moveZoomInset,
  removeZoomInset,
  setZoomInsetZoom,
  setZoomInsetCaption,
  setZoomInsetShowArea,
} from './insets';
export {
  moveLegend,
  setLegendVisible,
  setLegendTitle,
  setLegendLabel,
  recolourLegendEntry,
  moveLegendEntry,
} from './legend';
export {
  setText,
  setTextStyle,
  moveTextBlock,
  setTitle,
  setSubtitle,
  setCredit,
  moveTitle,
  moveSubtitle,
  moveCredit,
  type TextBlockName,
} from './text-blocks';
export {
  addAnnotation,
  placeAnnotation,
  updateAnnotation,
  updateAnnotations,
  renameAnnotation,
  setAnnotationsHidden,
  setAnnotationsLocked,
  removeAnnotation,
  removeAnnotations,
  moveAnnotation,
  moveAnnotations,
  moveNoteTarget,
  setAnnotationAnchor,
  pinAnnotation,
  convertAnchor,
  NOTE_BOX_OFFSET,
  type AnnotationPatch,
  type PlaceOptions,
} from './annotations';
export {
  bringForward,
  sendBackward,
  bringToFront,
  sendToBack,
  moveAnnotationToIndex,
} from './annotation-order';
export {
  duplicateAnnotations,
  pasteAnnotations,
  serialiseAnnotations,
  parseAnnotationClipboard,
  DUPLICATE_OFFSET,
  type CopyOptions,
  type PasteOptions,
  type ClipboardResult,
} from './annotation-copies';
export { setLayerOrder, moveLayer, setTitlesVisible } from './layers';
export { newMap } from './new-map';
export { moveElement, type ElementRef } from './move-element';
export { NUDGE_STEP, NUDGE_LARGE_STEP, nudgeVector, nudgeDirectionOfKey, type NudgeDirection } from './nudge';
export {
  setDataLayer,
  setDataValue,
  setDataValues,
  setHeatMap,
  setHeatBar,
  setPixelDotMap,
  type DataLayerKind,
  type HeatMapSettings,
  type HeatBarSettings,
  type PixelDotMapSettings,
} from './data-layers';
export { setLabelStyle, setLabelOverride, setLabelList, type LabelStyleChange } from './labels';
export {
  fillTerritoryWithPattern,
  groupIntoTerritory,
  groupIntoTerritories,
  addToTerritory,
  removeFromTerritory,
  renameTerritory,
  setTerritoryStyle,
  setTerritoryHeat,
  dissolveTerritory,
  moveTerritory,
  nextTerritoryId,
  type NewTerritory,
  type TerritoryStyle,
} from './territories';
