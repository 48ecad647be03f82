/** `import markup from '…/x.svg?raw'` (Vite and Vitest): the file's text. Used by tests only. */
declare module '*.svg?raw' {
  const markup: string;
  export default markup;
}
