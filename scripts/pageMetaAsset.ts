import type { Plugin } from 'vite';
import { tsImport } from 'tsx/esm/api';
import type * as PageMetaTexts from './pageMetaTexts';

/**
 * Vite plugin: writes into the build what the server puts into the pages it sends, from the
 * catalogues: PAGE_META_FILE, the pages' titles and descriptions in every language
 * (server/src/http/page-meta.ts), and SERVER_TEXTS_FILE, the texts of the pages the server writes
 * itself (server/src/http/server-texts.ts).
 */
export function pageMetaAsset(): Plugin {
  return {
    name: 'mapwright:page-meta',
    async generateBundle() {
      // Through tsx: Vite loads its config with Node, which cannot run the core's TypeScript.
      const { PAGE_META_FILE, SERVER_TEXTS_FILE, readPageMetaTexts, readServerTexts } = (await tsImport(
        './pageMetaTexts.ts',
        import.meta.url,
      )) as typeof PageMetaTexts;
      this.emitFile({
        type: 'asset',
        fileName: PAGE_META_FILE,
        source: JSON.stringify(await readPageMetaTexts()),
      });
      this.emitFile({
        type: 'asset',
        fileName: SERVER_TEXTS_FILE,
        source: JSON.stringify(await readServerTexts()),
      });
    },
  };
}
