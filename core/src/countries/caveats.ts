/**
 * Where a country's first level, from Natural Earth's 10m admin-1, is not today's (decision "Divisions
 * out of date are said so"): reforms after Natural Earth's data, and units of a lower level shown as
 * the first. Keyed by slug; the editor's Levels panel and docs/map-data.md show them. Found by comparing
 * each country's Natural Earth count and unit types with its administrative divisions as they stand.
 */
export interface DivisionCaveat {
  /** `out-of-date`: a reform since replaced the units; `second-level`: the units are a lower level. */
  readonly kind: 'out-of-date' | 'second-level';
  /** One sentence, shown as it is. */
  readonly text: string;
}

const outOfDate = (text: string): DivisionCaveat => ({ kind: 'out-of-date', text });
const secondLevel = (text: string): DivisionCaveat => ({ kind: 'second-level', text });

export const DIVISION_CAVEATS: Readonly<Record<string, DivisionCaveat>> = {
  Algeria: outOfDate('These are the 48 provinces of before 2019; Algeria has had 58 since.'),
  Bahrain: outOfDate('These are the 5 governorates of before 2014; Bahrain has had 4 since.'),
  DRCongo: outOfDate('These are the 11 provinces of before 2015; the country has had 26 since.'),
  Ghana: outOfDate('These are the 10 regions of before 2018; Ghana has had 16 since.'),
  Indonesia: outOfDate(
    'These are 33 provinces; North Kalimantan (2012) and the Papuan provinces of 2022 are missing (38 today).',
  ),
  Ireland: outOfDate('These are the 34 county and city councils of before 2014; Ireland has had 31 since.'),
  IvoryCoast: outOfDate(
    'These are the 19 regions of before 2011; the first level has been 14 districts since.',
  ),
  Kazakhstan: outOfDate('These are 16 units; Kazakhstan has had 17 regions and 3 cities since 2022.'),
  Kenya: outOfDate('These are the 8 former provinces; Kenya has been divided into 47 counties since 2013.'),
  Kosovo: outOfDate('These are the 30 municipalities of before 2008; Kosovo has 38.'),
  Latvia: outOfDate('These are the 119 municipalities and cities of before 2021; Latvia has had 43 since.'),
  Lithuania: outOfDate(
    'These are the 10 counties, no longer administrative units since 2010; the first level is 60 municipalities.',
  ),
  Luxembourg: outOfDate('These are the 3 districts, abolished in 2015; the first level is 12 cantons.'),
  Mexico: outOfDate('Mexico City is named Distrito Federal, as before 2016.'),
  Montenegro: outOfDate('These are 21 municipalities; Montenegro has had 25 since 2022.'),
  Morocco: outOfDate('These are the 16 regions of before 2015; Morocco has had 12 since.'),
  Namibia: outOfDate(
    'These are the 13 regions of before 2013; Namibia has had 14 since (Kavango split in two).',
  ),
  NorthMacedonia: outOfDate(
    'These are the 84 municipalities of 2004; North Macedonia has had 80 since 2013.',
  ),
  Panama: outOfDate('Panamá Oeste, a province since 2014, is still part of Panamá.'),
  PapuaNewGuinea: outOfDate('These are 20 provinces; Hela and Jiwaka (2012) are missing (22 today).'),
  SierraLeone: outOfDate('These are the 4 provinces of before 2017; Sierra Leone has had 5 since.'),
  Slovenia: outOfDate(
    'These are 193 units, most of them municipalities of an older count (212 today), some grouped by statistical region.',
  ),
  Tunisia: outOfDate('These are 23 governorates; Tunisia has had 24 since 2000 (Manouba).'),
  Uganda: outOfDate('These are 112 districts; Uganda has had more than 130 since 2019.'),
  BurkinaFaso: secondLevel('These are the 45 provinces, the second level; the first is the regions.'),
  Guinea: secondLevel('These are the 34 prefectures, the second level; the first is the 8 regions.'),
  Hungary: secondLevel(
    'The 23 cities with county rights, a second level, are drawn beside the 19 counties and Budapest.',
  ),
  Malawi: secondLevel('These are the 28 districts, the second level; the first is the 3 regions.'),
};

/** What to say about a country's first level, if anything. */
export function divisionCaveat(slug: string): DivisionCaveat | undefined {
  return DIVISION_CAVEATS[slug];
}
