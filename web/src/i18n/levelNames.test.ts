import { describe, expect, it } from 'vitest';
import { levelKey } from './levelNames';
import english from './locales/en/levels.json';

describe('the levels’ names', () => {
  it('keys a label from the map data by its words', () => {
    expect(levelKey('Provinces')).toBe('provinces');
    expect(levelKey('States and union territories')).toBe('statesAndUnionTerritories');
    expect(levelKey('Communes, towns and cities')).toBe('communesTownsAndCities');
    expect(levelKey('Former provinces (before 1 July 2025)')).toBe('formerProvincesBefore1July2025');
    expect(levelKey('Second-level divisions')).toBe('secondLevelDivisions');
  });

  it('has, in English, each label under its own key', () => {
    for (const [key, label] of Object.entries(english)) expect(levelKey(label), label).toBe(key);
  });
});
