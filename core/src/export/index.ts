export * from './sizes';
export * from './tiles';
export * from './png';
