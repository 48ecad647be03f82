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
export { setLevelStyle, setActiveLevel, setShow } from './levels';
export { setFrame, setMargins, fitMapToFrame } from './frame';
export { panBy, setPlacement, zoomAt, resetPlacement } from './placement';
export { moveDivision, resetDivisionOffset } from './division-offset';
export { moveLegend, setLegendVisible, setLegendTitle, setLegendLabel, recolourLegendEntry } from './legend';
export {
  setTextStyle,
  setTitle,
  setSubtitle,
  setCredit,
  moveTitle,
  moveSubtitle,
  moveCredit,
} from './text-blocks';
export {
  addAnnotation,
  placeAnnotation,
  updateAnnotation,
  renameAnnotation,
  setAnnotationsHidden,
  setAnnotationsLocked,
  removeAnnotation,
  removeAnnotations,
  moveAnnotation,
  moveAnnotations,
  moveNoteTarget,
  pinAnnotation,
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
} from './annotation-copies';
export { setLayerOrder, moveLayer, setTitlesVisible } from './layers';
export { newMap } from './new-map';
export { moveElement } from './move-element';
export { nudgeVector, nudgeDirectionOfKey } from './nudge';
export {
  setDataLayer,
  setDataValue,
  setDataValues,
  setHeatMap,
  setHeatBar,
  setPixelDotMap,
} from './data-layers';
export {
  fillTerritoryWithPattern,
  groupIntoTerritory,
  setTerritoryHeat,
  dissolveTerritory,
} from './territories';
