import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import type { LiveData } from '../document/live-data';
import { setDataLayer } from '../document/operations/data-layers';
import type { MapDocumentData } from '../document/schema';
import { applyLiveRows } from './live-import';
import { choiceKey, DivisionMatcher } from './match';

const matcher = new DivisionMatcher(
  [
    { id: '09', name: 'Bayern', aliases: ['Bavaria'] },
    { id: '16', name: 'Thüringen' },
    { id: '02', name: 'Hamburg' },
  ],
  { level: 1 },
);

function link(over: Partial<LiveData & object> = {}): LiveData & object {
  return {
    url: 'https://example.org/votes.csv',
    target: 'heatMap',
    level: 1,
    nameColumn: 'State',
    valueColumns: ['Turnout'],
    choices: [],
    refreshMinutes: 5,
    ...over,
  };
}

function draft(): MapDocumentData {
  const doc = createDocument('Germany');
  setDataLayer(doc, 'heatMap', 1);
  return doc;
}

describe('applyLiveRows (decision "A published map refreshes its linked data")', () => {
  it('reads the linked columns by header, wherever they moved, and keeps the user’s choices', () => {
    const doc = draft();
    const rows = [
      ['Turnout', 'State'],
      ['71.5', 'Bavaria'],
      ['64', 'Thuringia'],
      ['66', 'Hansestadt HH'],
    ];
    const chosen = link({
      nameColumn: ' state ',
      choices: [{ key: choiceKey({ key: 'Hansestadt HH' }), id: '02' }],
    });
    expect(applyLiveRows(doc, chosen, rows, matcher)).toEqual({ ok: true, values: 2 });
    // Thuringia matches nothing by itself; the choice settles "Hansestadt HH".
    expect(doc.heatMap.values).toEqual({ '09': 71.5, '02': 66 });
  });

  it('says which column went missing and changes nothing', () => {
    const doc = draft();
    doc.heatMap.values['09'] = 1;
    const applied = applyLiveRows(
      doc,
      link(),
      [
        ['Land', 'Turnout'],
        ['Bayern', '70'],
      ],
      matcher,
    );
    // Said by code, for the interface to translate, with its English word for word.
    expect(applied).toEqual({
      ok: false,
      code: 'live.noColumn',
      params: { column: 'State' },
      message: 'The linked file has no column “State” any more.',
    });
    expect(doc.heatMap.values).toEqual({ '09': 1 });
  });

  it('feeds a categorical map, a category keeping its colour across refreshes', () => {
    const doc = createDocument('Germany');
    setDataLayer(doc, 'categories', 1);
    const categories = link({ target: 'categories', valueColumns: ['Winner'] });
    const first = [
      ['State', 'Winner'],
      ['Bayern', 'CSU'],
      ['Hamburg', 'SPD'],
    ];
    expect(applyLiveRows(doc, categories, first, matcher)).toEqual({ ok: true, values: 2 });
    const csu = doc.categories.categories.find((c) => c.value === 'CSU')?.colour;
    const next = [
      ['State', 'Winner'],
      ['Bayern', 'CSU'],
      ['Hamburg', 'Grüne'],
      ['Thüringen', 'AfD'],
    ];
    applyLiveRows(doc, categories, next, matcher);
    expect(doc.categories.values).toEqual({ '09': 'CSU', '02': 'Grüne', '16': 'AfD' });
    expect(doc.categories.categories.find((c) => c.value === 'CSU')?.colour).toBe(csu);
    expect(doc.categories.categories.map((c) => c.value)).toEqual(['CSU', 'Grüne', 'AfD']);
  });

  it('refuses a file whose rows match nothing, and a map whose data moved to the other level', () => {
    const doc = draft();
    expect(
      applyLiveRows(
        doc,
        link(),
        [
          ['State', 'Turnout'],
          ['Atlantis', '3'],
        ],
        matcher,
      ).ok,
    ).toBe(false);
    expect(
      applyLiveRows(
        doc,
        link({ level: 2 }),
        [
          ['State', 'Turnout'],
          ['Bayern', '3'],
        ],
        matcher,
      ),
    ).toEqual({
      ok: false,
      code: 'live.otherLevel',
      params: {},
      message: 'The map’s data is on another level now than the link’s; link the file again.',
    });
  });

  it('feeds a time map every column headed by a year, a new column a new step, the last step kept shown', () => {
    const doc = draft();
    const series = link({ target: 'timeSeries', valueColumns: ['2000', '2010'] });
    const first = [
      ['State', '2000', '2010'],
      ['Bayern', '1', '2'],
      ['Hamburg', '3', '4'],
    ];
    expect(applyLiveRows(doc, series, first, matcher)).toEqual({ ok: true, values: 2 });
    expect(doc.timeSeries.steps.map((s) => s.label)).toEqual(['2000', '2010']);
    doc.timeSeries.current = 1;
    const next = [
      ['State', '2000', '2010', '2020'],
      ['Bayern', '1', '2', '5'],
      ['Hamburg', '3', '4', '6'],
    ];
    applyLiveRows(doc, series, next, matcher);
    expect(doc.timeSeries.steps.map((s) => s.label)).toEqual(['2000', '2010', '2020']);
    expect(doc.timeSeries.current).toBe(2);
    expect(doc.heatMap.values).toEqual({ '09': 5, '02': 6 });
    const gone = applyLiveRows(
      doc,
      series,
      [
        ['State', 'Total'],
        ['Bayern', '1'],
      ],
      matcher,
    );
    expect(gone).toEqual({
      ok: false,
      code: 'live.noTimes',
      params: {},
      message: 'The linked file no longer has two or more columns headed by years or dates.',
    });
  });

  it('feeds proportional symbols one column and a map of two variables two, by their headers', () => {
    const doc = draft();
    const rows = [
      ['State', 'Income', 'People', 'Rent'],
      ['Bayern', '41', '13', '12'],
      ['Hamburg', '45', '2', '15'],
    ];
    const symbols = link({ target: 'symbols', valueColumns: ['People'] });
    expect(applyLiveRows(doc, symbols, rows, matcher)).toEqual({ ok: true, values: 2 });
    expect(doc.symbols.values).toEqual({ '09': 13, '02': 2 });
    const two = link({ target: 'bivariate', valueColumns: ['Income', 'Rent'] });
    expect(applyLiveRows(doc, two, rows, matcher)).toEqual({ ok: true, values: 2 });
    expect([doc.bivariate.x, doc.bivariate.y]).toEqual([
      { '09': 41, '02': 45 },
      { '09': 12, '02': 15 },
    ]);
    const renamed = [
      ['State', 'Income', 'Miete'],
      ['Bayern', '1', '2'],
    ];
    expect(applyLiveRows(doc, two, renamed, matcher)).toEqual({
      ok: false,
      code: 'live.noColumn',
      params: { column: 'Rent' },
      message: 'The linked file has no column “Rent” any more.',
    });
  });
});
