import { describe, expect, it } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import { applyOperation } from '@mapwright/core/document/operations/apply-operation';
import { setTimeSeries, setTimeStep } from '@mapwright/core/document/operations/time-series';
import type { MapDocument } from '@mapwright/core/document/schema';
import { svgNode } from '@mapwright/core/render/svg-tree';
import { timeSeriesFills } from '@mapwright/core/render/time-series-fills';
import { builtServerTexts } from '../testing/server-texts';
import { translatorOf } from '../http/server-texts';
import { publishedPageHtml } from './page-html';

const TEMPLATE = '<html><head><!--mapwright:head--></head><body><!--mapwright:body--></body></html>';
const DIVISIONS = [{ id: 'A' }, { id: 'B' }, { id: 'C' }];

async function page(doc: MapDocument) {
  const timeSeries = timeSeriesFills(doc, DIVISIONS);
  return publishedPageHtml(TEMPLATE, {
    publicId: 'abc123',
    version: 1,
    origin: 'https://maps.example',
    doc,
    countryName: 'France',
    language: 'en',
    t: translatorOf(await builtServerTexts(), 'en'),
    tree: svgNode('svg', 'root', { viewBox: '0 0 10 10' }),
    names: { level: 1, names: {} },
    ...(timeSeries && { timeSeries }),
  });
}

const timeJson = (html: string) => {
  const found = /<script type="application\/json" id="published-time">(.*?)<\/script>/s.exec(html);
  return found ? (JSON.parse(found[1] as string) as ReturnType<typeof timeSeriesFills>) : undefined;
};

describe('the public page of a time map', () => {
  const steps = [
    { label: '2000', values: { A: 1, B: 5, C: 3 } },
    { label: '2010', values: { A: 5, B: 1, C: 3 } },
    { label: '<2020>', values: { A: 9, B: 9, C: 3 } },
  ];
  const doc = applyOperation(
    applyOperation(createDocument('France'), setTimeSeries, 1, steps),
    setTimeStep,
    1,
  );

  it('embeds each step’s fills and label, and a slider on the step shown', async () => {
    const html = await page(doc);
    const series = timeJson(html);
    expect(series?.steps.map((s) => s.label)).toEqual(['2000', '2010', '<2020>']);
    expect(series?.current).toBe(1);
    // C keeps its value, so its colour: only A and B are recoloured.
    expect(series?.ids).toEqual(['A', 'B']);
    expect(series?.steps.every((s) => s.fills.length === 2)).toBe(true);
    expect(html).toContain('class="published__time"');
    expect(html).toMatch(/class="published__slider" min="0" max="2" step="1" value="1"/);
    expect(html).toContain('<output class="published__step">2010</output>');
    // User text cannot end the script or the markup early.
    expect(html).not.toContain('<2020>');
    expect(html).toContain('\\u003c2020>');
  });

  it('has no control nor steps for a map that is not a time map', async () => {
    const html = await page(createDocument('France'));
    expect(html).not.toContain('published__time');
    expect(timeJson(html)).toBeUndefined();
  });
});
