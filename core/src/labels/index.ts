export { labelAnchors, type LabelAnchor } from './anchors';
export type { Box } from './box';
export { labelCandidates, labelledLevels, type LabelCandidate } from './candidates';
export { labelLayout, lineVariants, LABEL_LINE_HEIGHT, type LabelLayout } from './layout';
export { measureLine, type LineMetrics } from './metrics';
export { labelObstacles, type Obstacles } from './obstacles';
export { placeLabels, type LabelGeometry, type PlaceOptions, type PlacedLabel } from './place';
export { renderLabels } from './render-labels';
export { labelAtPoint, pinnedPosition } from './hit';
