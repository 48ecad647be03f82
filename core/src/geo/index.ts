export * from './projection';
export * from './projected-level';
export * from './topology';
export * from './project';
export * from './find-divisions';
