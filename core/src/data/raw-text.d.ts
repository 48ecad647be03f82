/** `import text from '…/x.tsv?raw'` (Vite and Vitest): the file's text. Used by tests only. */
declare module '*.tsv?raw' {
  const text: string;
  export default text;
}
