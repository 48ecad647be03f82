/**
 * The United States at two levels from the Census Bureau's cartographic boundaries (2017), as us-atlas
 * 3.0.1 ships them unprojected in counties-10m.json: the 50 states and the District of Columbia, and
 * their 3,142 counties and county equivalents (decision "The United States from us-atlas"). The
 * territories (FIPS 60 and above: American Samoa, Guam, the Northern Marianas, Puerto Rico, the Virgin
 * Islands) are left out, as on the composite every US map uses; Alaska and Hawaii go in insets.
 */
import type { CountryRecipe, Draft } from './recipes';
import { topojsonFeatures, type RawFeature } from './loaders';
import { clean } from './cleanups';

/** USPS codes by state FIPS code, for ISO 3166-2 codes (US-CA) and matching tables by abbreviation. */
const USPS: Readonly<Record<string, string>> = {
  '01': 'AL', '02': 'AK', '04': 'AZ', '05': 'AR', '06': 'CA', '08': 'CO', '09': 'CT', '10': 'DE',
  '11': 'DC', '12': 'FL', '13': 'GA', '15': 'HI', '16': 'ID', '17': 'IL', '18': 'IN', '19': 'IA',
  '20': 'KS', '21': 'KY', '22': 'LA', '23': 'ME', '24': 'MD', '25': 'MA', '26': 'MI', '27': 'MN',
  '28': 'MS', '29': 'MO', '30': 'MT', '31': 'NE', '32': 'NV', '33': 'NH', '34': 'NJ', '35': 'NM',
  '36': 'NY', '37': 'NC', '38': 'ND', '39': 'OH', '40': 'OK', '41': 'OR', '42': 'PA', '44': 'RI',
  '45': 'SC', '46': 'SD', '47': 'TN', '48': 'TX', '49': 'UT', '50': 'VT', '51': 'VA', '53': 'WA',
  '54': 'WV', '55': 'WI', '56': 'WY',
}; // prettier-ignore

/**
 * Falls Church city, Virginia (5 km²): a there-and-back line of zero area in counties-10m.json, left
 * out rather than invented (its 5 km² stay unassigned).
 */
const FALLS_CHURCH = '51610';

/** The 50 states and DC: the FIPS codes above, territories (60 and above) left out. */
const inStates = (f: RawFeature) => String(f.properties.__id).slice(0, 2) in USPS;

async function features(ctx: Parameters<NonNullable<CountryRecipe['levels'][1]['load']>>[0], object: string) {
  return topojsonFeatures(await ctx.store.main(ctx.entry), object).filter(inStates);
}

export const USA_RECIPE: CountryRecipe = {
  neUnits: [],
  // Alaska lower left and Hawaii beside it, under the lower 48's south-west, as the Census Bureau's and
  // every newsroom's composite places them. Alaska's own projection is given: its Aleutians cross the
  // 180th meridian, so a projection chosen from its longitudes' extent would centre on Greenwich.
  insets: [
    {
      id: 'alaska',
      caption: 'Alaska',
      divisions: ['02'],
      box: [0, 0.56, 0.26, 0.78],
      projection: { type: 'conicEqualArea', rotate: [154, 0, 0], center: [0, 62], parallels: [55, 65] },
    },
    { id: 'hawaii', caption: 'Hawaii', divisions: ['15'], box: [0.28, 0.62, 0.42, 0.74] },
  ],
  coverage: {
    method: 'dissolve',
    why: "us-atlas's states are its counties merged, but Illinois's merged outline is not closed: the states are the counties dissolved again.",
  },
  levels: {
    1: {
      label: 'States',
      singular: 'State',
      expected: { base: 'feature_count' },
      load: async (ctx) =>
        (await features(ctx, 'states')).map((f): Draft => {
          const fips = String(f.properties.__id);
          return {
            key: fips,
            code: `US-${USPS[fips]!}`,
            name: clean(f.properties.name),
            aliases: [USPS[fips]],
            geometry: f.geometry,
          };
        }),
    },
    2: {
      label: 'Counties',
      singular: 'County',
      expected: {
        base: 'feature_count',
        adjust: [
          {
            delta: -1,
            why: `${FALLS_CHURCH} (Falls Church city, Virginia, 5 km²) has no area left in us-atlas's 10m quantization`,
          },
        ],
      },
      load: async (ctx) =>
        (await features(ctx, 'counties'))
          .filter((f) => f.properties.__id !== FALLS_CHURCH)
          .map((f): Draft => {
            const fips = String(f.properties.__id);
            return {
              key: fips,
              code: fips,
              name: clean(f.properties.name),
              parentId: fips.slice(0, 2),
              geometry: f.geometry,
            };
          }),
    },
  },
};
