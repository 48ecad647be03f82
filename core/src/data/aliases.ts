/**
 * Other names of divisions that our boundary sources do not carry: former names still found in
 * published tables (a state renamed by an act of parliament keeps its old name in older census
 * tables), and everyday short forms. Each group lists names of ONE division; `parent` (a first-level
 * id) limits a second-level group to one state when the name repeats elsewhere.
 *
 * Where they come from: the public record of each renaming, named in `source` (for India's states
 * the Act of Parliament; for districts the state government's renaming and its year), and, marked
 * "usage", spellings common in published Indian tables (census and ministry spreadsheets). Only
 * renamings of a whole unit are listed: a name that moved to a new unit after a split is not an
 * alias. The matcher also reads a name's bracketed qualifier ("Leh(Ladakh)"), so such forms need
 * no entry here.
 */
export interface AliasGroup {
  readonly level: 1 | 2;
  /** Every name of the division, the one in our data among them. */
  readonly names: readonly string[];
  /** Second level: the first-level id the division lies in, for names that repeat. */
  readonly parent?: string;
  readonly source: string;
}

const ALIASES: Readonly<Record<string, readonly AliasGroup[]>> = {
  India: [
    { level: 1, names: ['Odisha', 'Orissa'], source: 'Orissa (Alteration of Name) Act, 2011' },
    { level: 1, names: ['Uttarakhand', 'Uttaranchal'], source: 'Uttaranchal (Alteration of Name) Act, 2006' },
    { level: 1, names: ['Puducherry', 'Pondicherry'], source: 'Pondicherry (Alteration of Name) Act, 2006' },
    {
      level: 1,
      names: ['Delhi', 'NCT of Delhi', 'National Capital Territory of Delhi'],
      source: 'Constitution (Sixty-ninth Amendment) Act, 1991',
    },
    {
      level: 1,
      names: ['Dadra and Nagar Haveli and Daman and Diu', 'DNHDD', 'DNH and DD'],
      source: 'Dadra and Nagar Haveli and Daman and Diu (Merger of Union Territories) Act, 2019',
    },
    { level: 1, names: ['Andaman and Nicobar Islands', 'A and N Islands', 'A & N Islands'], source: 'usage' },
    { level: 1, names: ['Jammu and Kashmir', 'J and K', 'J&K'], source: 'usage' },
    { level: 1, names: ['Telangana', 'Telengana'], source: 'usage (common misspelling)' },
    { level: 1, names: ['Chhattisgarh', 'Chattisgarh'], source: 'usage (common misspelling)' },
    { level: 2, names: ['Gurugram', 'Gurgaon'], parent: 'IN-HR', source: 'Haryana renaming, 2016' },
    { level: 2, names: ['Nuh', 'Mewat'], parent: 'IN-HR', source: 'Haryana renaming, 2016' },
    {
      level: 2,
      names: ['Y.S.R.', 'YSR Kadapa', 'Kadapa', 'Cuddapah', 'YSR District'],
      parent: 'IN-AP',
      source: 'Andhra Pradesh renaming, 2010',
    },
    {
      level: 2,
      names: ['S.P.S. Nellore', 'Sri Potti Sriramulu Nellore', 'Nellore'],
      parent: 'IN-AP',
      source: 'Andhra Pradesh renaming, 2008',
    },
    {
      level: 2,
      names: ['Bengaluru', 'Bangalore', 'Bangalore Urban', 'Bengaluru Urban'],
      parent: 'IN-KA',
      source: 'Karnataka renaming, 2014',
    },
    {
      level: 2,
      names: ['Bengaluru Rural', 'Bangalore Rural'],
      parent: 'IN-KA',
      source: 'Karnataka renaming, 2014',
    },
    { level: 2, names: ['Mysuru', 'Mysore'], parent: 'IN-KA', source: 'Karnataka renaming, 2014' },
    { level: 2, names: ['Belagavi', 'Belgaum'], parent: 'IN-KA', source: 'Karnataka renaming, 2014' },
    { level: 2, names: ['Kalaburagi', 'Gulbarga'], parent: 'IN-KA', source: 'Karnataka renaming, 2014' },
    { level: 2, names: ['Ballari', 'Bellary'], parent: 'IN-KA', source: 'Karnataka renaming, 2014' },
    { level: 2, names: ['Vijayapura', 'Bijapur'], parent: 'IN-KA', source: 'Karnataka renaming, 2014' },
    { level: 2, names: ['Shivamogga', 'Shimoga'], parent: 'IN-KA', source: 'Karnataka renaming, 2014' },
    { level: 2, names: ['Tumakuru', 'Tumkur'], parent: 'IN-KA', source: 'Karnataka renaming, 2014' },
    {
      level: 2,
      names: ['Chikkamagaluru', 'Chikmagalur'],
      parent: 'IN-KA',
      source: 'Karnataka renaming, 2014',
    },
    { level: 2, names: ['Prayagraj', 'Allahabad'], parent: 'IN-UP', source: 'Uttar Pradesh renaming, 2018' },
    { level: 2, names: ['Faizabad', 'Ayodhya'], parent: 'IN-UP', source: 'Uttar Pradesh renaming, 2018' },
    {
      level: 2,
      names: ['Hoshangabad', 'Narmadapuram'],
      parent: 'IN-MP',
      source: 'Madhya Pradesh renaming, 2022',
    },
    {
      level: 2,
      names: ['Aurangabad', 'Chhatrapati Sambhajinagar'],
      parent: 'IN-MH',
      source: 'Maharashtra renaming, 2023',
    },
    { level: 2, names: ['Osmanabad', 'Dharashiv'], parent: 'IN-MH', source: 'Maharashtra renaming, 2023' },
    {
      level: 2,
      names: ['Mumbai', 'Mumbai City', 'Bombay'],
      parent: 'IN-MH',
      source: 'Maharashtra renaming, 1995',
    },
    { level: 2, names: ['Kolkata', 'Calcutta'], parent: 'IN-WB', source: 'West Bengal renaming, 2001' },
    { level: 2, names: ['Chennai', 'Madras'], parent: 'IN-TN', source: 'Tamil Nadu renaming, 1996' },
    {
      level: 2,
      names: ['Medinipur East', 'Purba Medinipur', 'East Midnapore', 'East Medinipur'],
      parent: 'IN-WB',
      source: 'usage',
    },
    {
      level: 2,
      names: ['Medinipur West', 'Paschim Medinipur', 'West Midnapore', 'West Medinipur'],
      parent: 'IN-WB',
      source: 'usage',
    },
    {
      level: 2,
      names: ['Purbi Singhbhum', 'East Singhbhum', 'Purba Singhbhum'],
      parent: 'IN-JH',
      source: 'usage',
    },
  ],
};

export function aliasGroupsOf(country: string | undefined, level: 1 | 2): readonly AliasGroup[] {
  if (!country) return [];
  return (ALIASES[country] ?? []).filter((group) => group.level === level);
}
