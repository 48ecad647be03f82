/**
 * JSON text with every character outside ASCII written as a `\uXXXX` escape. The browser decodes an
 * all-ASCII response on its fast path and parses it to one-byte strings: Romania's projected file,
 * whose names hold 2,724 letters such as ș and ț, decoded and parsed in about half the time (Chromium;
 * bench/RESULTS.md), on the phone editor's load path (decision "Map files: relative path text and ASCII
 * JSON").
 */
export function asciiJson(value: unknown, space?: number): string {
  return JSON.stringify(value, null, space).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
