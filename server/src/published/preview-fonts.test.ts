import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { fontStack } from '@mapwright/core/fonts/font-stack';
import { svgNode, type SvgNode } from '@mapwright/core/render/svg-tree';
import { toSvgString } from '@mapwright/core/render/to-svg-string';
import { previewFontFiles } from './preview-fonts';

/** A one-text tree as the renderer draws it: the font-family list the core gives that text. */
function textTree(text: string): SvgNode {
  const family = fontStack('Inter, sans-serif', text);
  return svgNode('svg', 'root', { xmlns: 'http://www.w3.org/2000/svg', width: 400, height: 60 }, [
    svgNode(
      'text',
      'text',
      { x: 4, y: 44, 'font-family': family, 'font-size': 36, 'font-weight': 700 },
      text,
    ),
  ]);
}

/** Dark pixels in resvg's render of the tree with the given font files and no system fonts. */
function inkOf(tree: SvgNode, fontFiles: string[]): number {
  const image = new Resvg(toSvgString(tree), {
    background: '#fff',
    font: { loadSystemFonts: false, fontFiles, defaultFontFamily: 'Inter' },
    logLevel: 'off',
  }).render();
  const pixels = image.pixels; // a getter that copies: read it once
  let ink = 0;
  for (let i = 0; i < pixels.length; i += 4) if ((pixels[i] ?? 255) < 128) ink++;
  return ink;
}

describe('preview fonts', () => {
  it('gives resvg the faces a Latin text needs, which it draws with', async () => {
    const tree = textTree('Ștefan Mapwright');
    const files = await previewFontFiles(tree);
    expect(files.every((f) => f.endsWith('.ttf'))).toBe(true);
    expect(inkOf(tree, [])).toBe(0);
    expect(inkOf(tree, files)).toBeGreaterThan(500);
  });

  it('adds the Noto face of a script Inter lacks, so a Thai title is drawn', async () => {
    const tree = textTree('กรุงเทพมหานคร');
    const latinOnly = await previewFontFiles(textTree('Bangkok'));
    const files = await previewFontFiles(tree);
    expect(files.some((f) => /Noto-Sans-Thai/.test(f))).toBe(true);
    // Without the Thai face resvg draws each character as Inter's missing-glyph box.
    const tofu = inkOf(tree, latinOnly);
    const thai = inkOf(tree, files);
    expect(thai).toBeGreaterThan(500);
    expect(Math.abs(thai - tofu) / tofu).toBeGreaterThan(0.2);
  });
});
