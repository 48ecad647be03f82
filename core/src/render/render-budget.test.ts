import { describe, expect, it } from 'vitest';
import { createAnnotation } from '../document/annotation-defaults';
import { createDocument } from '../document/defaults';
import type { MapDocument, MapDocumentData } from '../document/schema';
import { budgetProblems, RENDER_LIMITS, renderCost } from './render-budget';

const at = { kind: 'frame' as const, x: 100, y: 100 };

function withTexts(count: number, text: string, fontSize: number, frame = 1600): MapDocument {
  const doc = createDocument('Romania') as MapDocumentData;
  doc.frame = { preset: 'custom', width: frame, height: frame };
  for (let i = 0; i < count; i++) {
    doc.annotations.push({ ...createAnnotation('text', at, { id: `t${i}` }), text, fontSize });
  }
  return doc;
}

describe('the render budget', () => {
  it('lets an ordinary map through', () => {
    const doc = withTexts(200, 'Cluj-Napoca', 14);
    expect(budgetProblems(doc)).toEqual([]);
    expect(renderCost(doc).annotations).toBe(200);
  });

  it('refuses 2,000 texts of 240 characters at 400 px, saying what to reduce', () => {
    const doc = withTexts(2000, 'x'.repeat(240), 400, 10_000);
    const problems = budgetProblems(doc);
    expect(problems.map((p) => p.measure)).toEqual(['characters', 'ink']);
    const characters = (480_000 + doc.credit.text.length + doc.title.text.length).toLocaleString('en-US');
    expect(problems[0]?.message).toBe(
      `Too much text on the map: ${characters} characters of 100,000. Shorten or remove some texts, notes or labels.`,
    );
  });

  it('counts text ink against the frame: a few huge texts on a small frame are over', () => {
    const problems = budgetProblems(withTexts(20, 'Big words here', 400, 800));
    expect(problems.map((p) => p.measure)).toEqual(['ink']);
    expect(problems[0]!.used).toBeGreaterThan(RENDER_LIMITS.inkPerFrame);
  });

  it('counts chart rows and emoji as shapes, and leaves hidden annotations out', () => {
    const doc = createDocument('Romania') as MapDocumentData;
    const chart = { ...createAnnotation('chart', at), valueLabels: false };
    const rows = Array.from({ length: 100 }, (_, i) => ({ label: '', value: i, color: '#336699' }));
    for (let i = 0; i < 250; i++) doc.annotations.push({ ...chart, id: `c${i}`, rows, title: '' });
    expect(budgetProblems(doc).map((p) => p.measure)).toEqual(['shapes']);
    doc.annotations.forEach((a, i) => (a.hidden = i >= 100));
    expect(budgetProblems(doc)).toEqual([]);
    expect(renderCost(doc).annotations).toBe(100);
  });

  it('counts division labels’ custom texts, not their names, while the level’s labels are on', () => {
    const doc = createDocument('Romania') as MapDocumentData;
    for (let i = 0; i < 400; i++) doc.labels[2].overrides[`RO-${i}`] = { text: 'y'.repeat(300) };
    expect(budgetProblems(doc)).toEqual([]);
    doc.labels[2].visible = true;
    expect(budgetProblems(doc).map((p) => p.measure)).toEqual(['characters']);
    doc.labels[2].overrides['RO-1'] = { text: 'hidden', hidden: true };
    expect(renderCost(doc).characters).toBeLessThan(400 * 300);
  });
});
