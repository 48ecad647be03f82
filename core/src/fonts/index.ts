export * from './coverage';
export * from './document-fonts';
export * from './families';
export * from './font-stack';
export * from './itemize';
export * from './text-uses';
export * from './unicode-range';
export * from './woff';
