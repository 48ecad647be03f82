import { describe, expect, it } from 'vitest';
import { createDocument } from '../defaults';
import { setLiveData, setLiveRefresh } from './live-data';

const link = {
  url: 'https://example.org/sheet.csv',
  target: 'heatMap' as const,
  level: 1 as const,
  nameColumn: 'State',
  valueColumns: ['Turnout'],
  choices: [{ key: 'bavaria|', id: '09' }],
  refreshMinutes: null,
};

describe('the live link operations', () => {
  it('links, changes the schedule and unlinks', () => {
    const doc = createDocument('Germany');
    setLiveData(doc, link);
    expect(doc.liveData).toEqual(link);
    setLiveRefresh(doc, 15);
    expect(doc.liveData?.refreshMinutes).toBe(15);
    setLiveData(doc, null);
    expect(doc.liveData).toBeNull();
  });

  it('refuses a schedule under five minutes and a link that is not http, changing nothing', () => {
    const doc = createDocument('Germany');
    setLiveData(doc, link);
    expect(() => setLiveRefresh(doc, 2)).toThrow();
    expect(doc.liveData?.refreshMinutes).toBeNull();
    expect(() => setLiveData(doc, { ...link, url: 'ftp://example.org/a.csv' })).toThrow(/http or https/);
    expect(doc.liveData?.url).toBe(link.url);
    expect(() => setLiveRefresh(createDocument('Germany'), 5)).toThrow(/links no file/);
  });
});
