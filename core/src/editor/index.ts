export * from './history';
export * from './changes';
export * from './session';
export * from './edit-target';
export * from './editor';
export * from './map-key';
export * from './palettes';
export * from './unused-fills';
