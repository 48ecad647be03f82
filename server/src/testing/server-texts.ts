import type { ServerTexts } from '@mapwright/core/api/server-texts';
import { readServerTexts } from '../http/server-texts';

let texts: Promise<ServerTexts> | undefined;

/** The server's texts as the web build writes them, from the catalogues themselves. */
export function builtServerTexts(): Promise<ServerTexts> {
  return (texts ??= readServerTexts());
}
