export * from './svg-tree';
export * from './to-svg-string';
export * from './transform';
export * from './fill-of';
export * from './render-text';
export * from './render-legend';
export * from './render-map';
