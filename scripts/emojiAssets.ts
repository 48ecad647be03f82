import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the bundled emoji set's files are served from: `/emoji/{id}.svg`. */
export const EMOJI_PATH = 'emoji';

function twemojiDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('@twemoji/svg/package.json', { paths: [path.resolve('core')] }));
}

const FILE = /^[0-9a-f]{2,6}(?:-[0-9a-f]{2,6}){0,9}\.svg$/;

/**
 * Vite plugin: the bundled emoji set (@twemoji/svg, CC BY 4.0) as static files of the web build, so
 * the editor fetches only the glyphs a map uses (`/emoji/1f3f0.svg`), drawn as vector shapes by the
 * core (emoji/emoji-glyph.ts), never from a system font. Served from node_modules in development.
 */
export function emojiAssets(): Plugin {
  return {
    name: 'mapwright:emoji-assets',
    configureServer(server) {
      server.middlewares.use(`/${EMOJI_PATH}/`, (req, res, next) => {
        const name = (req.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
        if (!FILE.test(name)) return next();
        readFile(path.join(twemojiDir(), name)).then(
          (body) => {
            res.setHeader('Content-Type', 'image/svg+xml');
            res.end(body);
          },
          () => next(),
        );
      });
    },
    async generateBundle() {
      const dir = twemojiDir();
      const names = (await readdir(dir)).filter((name) => FILE.test(name));
      for (const name of names) {
        this.emitFile({
          type: 'asset',
          fileName: `${EMOJI_PATH}/${name}`,
          source: await readFile(path.join(dir, name)),
        });
      }
    },
  };
}
