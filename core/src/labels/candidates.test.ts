import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import type { MapDocumentData } from '../document/schema';
import { labelCandidates, labelledLevels } from './candidates';
import { division, level, rect } from './test-levels';

const projected = level(1, [
  division('A', 'Bangkok', [rect(0, 0, 100, 100)], { nameLocal: 'กรุงเทพมหานคร' }),
  division('B', 'Chiang Mai', [rect(100, 0, 100, 100)], { nameLocal: 'เชียงใหม่' }),
  division('C', 'Phuket', [rect(200, 0, 100, 100)]),
]);

function doc(change: (d: MapDocumentData) => void = () => {}): MapDocumentData {
  const d = createDocument('Thailand');
  d.labels[1].visible = true;
  change(d);
  return d;
}
const lines = (d: MapDocumentData) => labelCandidates(d, projected).map((c) => [c.id, ...c.lines]);

describe('label candidates', () => {
  it('name the divisions in the chosen script, upper-cased as the level says', () => {
    expect(lines(doc())).toEqual([
      ['A', 'BANGKOK'],
      ['B', 'CHIANG MAI'],
      ['C', 'PHUKET'],
    ]);
    expect(lines(doc((d) => ((d.labels[1].script = 'local'), (d.labels[1].uppercase = false))))).toEqual([
      ['A', 'กรุงเทพมหานคร'],
      ['B', 'เชียงใหม่'],
      ['C', 'Phuket'],
    ]);
    expect(lines(doc((d) => ((d.labels[1].script = 'both'), (d.labels[1].uppercase = false))))[0]).toEqual([
      'A',
      'Bangkok',
      'กรุงเทพมหานคร',
    ]);
  });

  it('write values as the heat bar does, and leave out a division without one when only values are shown', () => {
    const withValues = (content: 'value' | 'nameValue') =>
      doc((d) => {
        d.labels[1].content = content;
        d.labels[1].uppercase = false;
        d.heatMap.active = true;
        d.heatMap.level = 1;
        d.heatMap.values = { A: 10_500_000.5, B: 1_234.25 };
        d.heatMap.bar.format = { ...d.heatMap.bar.format, prefix: '', suffix: ' people', decimals: 1 };
      });
    expect(lines(withValues('value'))).toEqual([
      ['A', '10,500,000.5 people'],
      ['B', '1,234.3 people'],
    ]);
    expect(lines(withValues('nameValue'))).toEqual([
      ['A', 'Bangkok', '10,500,000.5 people'],
      ['B', 'Chiang Mai', '1,234.3 people'],
      ['C', 'Phuket'],
    ]);
  });

  it('choose all, painted, with a value, or picked divisions, and honour custom and hidden overrides', () => {
    expect(
      lines(doc((d) => ((d.labels[1].which = 'painted'), (d.levels[1].fills = { C: '#ff0000' })))),
    ).toEqual([['C', 'PHUKET']]);
    const data = doc((d) => {
      d.labels[1].which = 'data';
      d.heatMap.active = true;
      d.heatMap.level = 1;
      d.heatMap.values = { B: 3 };
    });
    expect(lines(data).map((l) => l[0])).toEqual(['B']);
    const picked = doc((d) => ((d.labels[1].which = 'picked'), (d.labels[1].picked = ['C', 'A'])));
    expect(lines(picked).map((l) => l[0])).toEqual(['A', 'C']);
    const overridden = doc((d) => {
      d.labels[1].overrides = { A: { text: 'Krung Thep\nMaha Nakhon' }, B: { hidden: true } };
      d.labels[1].callouts = ['C'];
    });
    expect(lines(overridden)).toEqual([
      ['A', 'KRUNG THEP', 'MAHA NAKHON'],
      ['C', 'PHUKET'],
    ]);
    expect(labelCandidates(overridden, projected).map((c) => c.callout)).toEqual([false, true]);
  });

  it('label only levels that are on, shown and loaded', () => {
    const d = doc();
    expect(labelledLevels(d, { level1: projected }).map((l) => l.level)).toEqual([1]);
    expect(labelledLevels(d, {})).toEqual([]);
    d.levels[1].style.visible = false;
    d.levels[2].style.visible = true;
    expect(labelledLevels(d, { level1: projected })).toEqual([]);
  });
});
