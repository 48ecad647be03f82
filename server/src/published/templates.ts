import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export interface WebTemplate {
  readonly text: string;
  /** Changes with every build of the file: part of the page's validator. */
  readonly stamp: string;
}

/**
 * A file of the built web app read as text, once per version of the file (its mtime), so a build while
 * the server runs is picked up on the next request. Undefined while the web app is not built.
 */
export function webTemplate(webDist: string, name: string): () => Promise<WebTemplate | undefined> {
  const file = path.join(webDist, name);
  let cached: { mtimeMs: number; template: WebTemplate } | undefined;
  return async () => {
    const mtimeMs = await stat(file).then(
      (s) => s.mtimeMs,
      () => undefined,
    );
    if (mtimeMs === undefined) return undefined;
    if (cached?.mtimeMs !== mtimeMs) {
      const text = await readFile(file, 'utf8');
      cached = { mtimeMs, template: { text, stamp: Math.floor(mtimeMs).toString(36) } };
    }
    return cached.template;
  };
}
