// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawPiece } from './gestureSnapshot';
import { SVG_NS } from './svgDom';

/** The phone's picture of the map draws each pan-layer svg as an image of its own. */
describe('drawPiece with pattern fills', () => {
  afterEach(() => vi.unstubAllGlobals());

  async function pieceMarkup(fill: string): Promise<string> {
    const surface = document.createElement('div');
    surface.innerHTML =
      `<svg xmlns="${SVG_NS}" data-layer="under"><defs data-element="patterns">` +
      '<pattern id="mw-pattern-p1" patternUnits="userSpaceOnUse" width="8" height="8"><rect width="8" height="3"/></pattern>' +
      `</defs></svg><div class="map-pan"><svg xmlns="${SVG_NS}" data-layer="tile"><g><path d="M0 0h10v10z" fill="${fill}"/></g></svg></div>`;
    document.body.append(surface);
    const layer = surface.querySelector('.map-pan > svg') as Element;
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', {
      createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:x'),
      revokeObjectURL: () => {},
    });
    vi.stubGlobal(
      'Image',
      class {
        src = '';
        decode() {
          return Promise.resolve();
        }
      },
    );
    const context = { drawImage: vi.fn(), getImageData: vi.fn() };
    const box = { x: 0, y: 0, width: 10, height: 10 };
    await drawPiece(context as unknown as OffscreenCanvasRenderingContext2D, layer, box, box, 1, () => true);
    surface.remove();
    return (await blobs[0]?.text()) ?? '';
  }

  it("copies the map's pattern definitions into a piece whose paths name one", async () => {
    const markup = await pieceMarkup('url(#mw-pattern-p1)');
    expect(markup.indexOf('id="mw-pattern-p1"')).toBeGreaterThan(0);
    expect(markup.indexOf('id="mw-pattern-p1"')).toBeLessThan(markup.indexOf('<path'));
  });

  it('leaves a piece of plain colours as it was', async () => {
    expect(await pieceMarkup('#ff0000')).not.toContain('<defs');
  });
});
