import type { DivisionTopology } from '@mapwright/core/geo/topology';

/**
 * Map files that live in the page, not on the server: the user's own boundaries, kept in this browser
 * (decision "A map names its own boundaries by hash"). Their index entry names them by a `local:` URL,
 * which whatever fetches a map file (the print export) asks here first: the page's CSP lets nothing be
 * fetched from a blob: URL, and there is nothing to download anyway.
 */
const files = new Map<string, DivisionTopology>();

export function localMapFileUrl(key: string): string {
  return `local:${key}`;
}

export function keepLocalMapFile(url: string, topology: DivisionTopology): void {
  files.set(url, topology);
}

export function localMapFile(url: string): DivisionTopology | undefined {
  return files.get(url);
}
