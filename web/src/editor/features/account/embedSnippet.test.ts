import { describe, expect, it } from 'vitest';
import { EMBED_HEIGHT_MESSAGE } from '../../../published/embedProtocol';
import { embedSnippet } from './embedSnippet';

describe('embedSnippet', () => {
  const snippet = embedSnippet({
    url: 'https://maps.example.org/m/AbCdEfGhIjKlMnOpQrStUv',
    title: 'Rain "2026" <all>',
    frame: { width: 1600, height: 900 },
  });
  const [iframe = '', script = ''] = snippet.split('\n');

  it('is an iframe at the frame aspect ratio that works without the script', () => {
    expect(iframe).toBe(
      '<iframe src="https://maps.example.org/m/AbCdEfGhIjKlMnOpQrStUv" title="Rain &#34;2026&#34; &#60;all&#62;" ' +
        'style="width:100%;border:0;aspect-ratio:1600 / 936" loading="lazy" data-mapwright-embed></iframe>',
    );
  });

  it('has a one-line script that takes heights only from our origin and from its own frame', () => {
    expect(snippet.split('\n')).toHaveLength(2);
    expect(script).toMatch(/^<script>.*<\/script>$/);
    expect(script).toContain('e.origin!=="https://maps.example.org"');
    expect(script).toContain(`d.type!=="${EMBED_HEIGHT_MESSAGE}"`);
    expect(script).toContain('f.contentWindow===e.source');
  });
});
