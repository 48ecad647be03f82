export * from './history';
export * from './changes';
export * from './session';
export * from './editor';
export * from './palettes';
