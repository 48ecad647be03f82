import type { Plugin } from 'vite';
import { tsImport } from 'tsx/esm/api';
import type * as PageMetaTexts from './pageMetaTexts';

/**
 * Vite plugin: writes PAGE_META_FILE into the build, the pages' titles and descriptions in every
 * language, which the server puts into the HTML of each page it sends (server/src/http/page-meta.ts).
 */
export function pageMetaAsset(): Plugin {
  return {
    name: 'mapwright:page-meta',
    async generateBundle() {
      // Through tsx: Vite loads its config with Node, which cannot run the core's TypeScript.
      const { PAGE_META_FILE, readPageMetaTexts } = (await tsImport(
        './pageMetaTexts.ts',
        import.meta.url,
      )) as typeof PageMetaTexts;
      this.emitFile({
        type: 'asset',
        fileName: PAGE_META_FILE,
        source: JSON.stringify(await readPageMetaTexts()),
      });
    },
  };
}
