// The fixture files as bytes, in the tests (node) and typed for the web's program (no node types):
// Vite inlines each as a data URL.
const urls = import.meta.glob<string>('./fixtures/*', { query: '?inline', import: 'default', eager: true });

/** A fixture written by scripts/customBoundaryFixtures.ts, by its file name. */
export function fixtureBytes(name: string): Uint8Array {
  const url = urls[`./fixtures/${name}`];
  if (url === undefined) throw new Error(`No fixture ${name}`);
  const base64 = url.slice(url.indexOf(',') + 1);
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}
