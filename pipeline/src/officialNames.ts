/**
 * Official names where a source shows another language (decision "One language per level"): each
 * level's names are the official names in the country's own language, in Latin script. Keyed by the
 * draft's key (the source's code); the value is the official name, then aliases beyond the source's
 * own name (which always becomes an alias). Sources: the national statistics offices' lists (ISTAT's
 * "Elenco comuni italiani" regions and provinces, Statistics Finland's region classification, Danmarks
 * Statistik's regions, Statbel's provinces and regions, Romania's INS county list).
 */
export type OfficialNames = Readonly<Record<string, string | readonly [string, ...string[]]>>;

/** Italy's regions by ISO 3166-2 (the dissolve groups of Natural Earth's provinces). */
export const ITALY_REGIONS: OfficialNames = {
  'IT-65': 'Abruzzo',
  'IT-75': ['Puglia', 'Apulia'],
  'IT-77': 'Basilicata',
  'IT-78': 'Calabria',
  'IT-72': 'Campania',
  'IT-45': 'Emilia-Romagna',
  'IT-36': 'Friuli-Venezia Giulia',
  'IT-62': ['Lazio', 'Latium'],
  'IT-42': 'Liguria',
  'IT-25': ['Lombardia', 'Lombardy'],
  'IT-57': ['Marche', 'Marches'],
  'IT-67': 'Molise',
  'IT-21': ['Piemonte', 'Piedmont'],
  'IT-88': ['Sardegna', 'Sardinia'],
  'IT-82': ['Sicilia', 'Sicily'],
  'IT-52': ['Toscana', 'Tuscany'],
  'IT-32': ['Trentino-Alto Adige', 'Trentino-Alto Adige/Südtirol', 'Trentino-South Tyrol'],
  'IT-55': 'Umbria',
  'IT-23': ["Valle d'Aosta", "Valle d'Aosta/Vallée d'Aoste", 'Aosta Valley'],
  'IT-34': 'Veneto',
};

/**
 * Italy's provinces where Natural Earth's Italian name is not the province's (its name_it has
 * "dell'Aquila", "Liguria" for Genova, "autonoma di Trento"); the others take name_it.
 */
export const ITALY_PROVINCES: OfficialNames = {
  'IT-AQ': "L'Aquila",
  'IT-GE': ['Genova', 'Genoa'],
  'IT-SP': 'La Spezia',
  'IT-OG': 'Ogliastra',
  'IT-BZ': ['Bolzano', 'Bolzano/Bozen', 'Bozen', 'South Tyrol', 'Alto Adige', 'Südtirol'],
  'IT-TN': ['Trento', 'Trentino'],
  'IT-AO': ['Aosta', 'Aoste'],
  'IT-KR': 'Crotone',
  'IT-OR': 'Oristano',
};

/** Finland's regions (maakunnat) by ISO 3166-2; Natural Earth names them in English. */
export const FINLAND_REGIONS: OfficialNames = {
  // Åland's only official language is Swedish (as Belgium's units, each in its own language).
  'FI-01': ['Åland', 'Ahvenanmaa', 'Aland Islands'],
  'FI-02': ['Etelä-Karjala', 'South Karelia'],
  'FI-03': ['Etelä-Pohjanmaa', 'South Ostrobothnia', 'Southern Ostrobothnia'],
  'FI-04': ['Etelä-Savo', 'South Savo', 'Southern Savonia'],
  'FI-05': 'Kainuu',
  'FI-06': ['Kanta-Häme', 'Tavastia Proper'],
  'FI-07': ['Keski-Pohjanmaa', 'Central Ostrobothnia'],
  'FI-08': ['Keski-Suomi', 'Central Finland'],
  'FI-09': 'Kymenlaakso',
  'FI-10': ['Lappi', 'Lapland'],
  'FI-11': 'Pirkanmaa',
  'FI-12': ['Pohjanmaa', 'Ostrobothnia'],
  'FI-13': ['Pohjois-Karjala', 'North Karelia'],
  'FI-14': ['Pohjois-Pohjanmaa', 'North Ostrobothnia', 'Northern Ostrobothnia'],
  'FI-15': ['Pohjois-Savo', 'North Savo', 'Northern Savonia'],
  'FI-16': ['Päijät-Häme', 'Päijänne Tavastia'],
  'FI-17': 'Satakunta',
  'FI-18': 'Uusimaa',
  'FI-19': ['Varsinais-Suomi', 'Southwest Finland', 'Finland Proper'],
};

/** Denmark's regions; Natural Earth names four in English and spells Sjælland "Sjaælland". */
export const DENMARK_REGIONS: OfficialNames = {
  'DK-81': ['Nordjylland', 'North Denmark', 'Region Nordjylland'],
  'DK-82': ['Midtjylland', 'Central Denmark', 'Region Midtjylland'],
  'DK-83': ['Syddanmark', 'Southern Denmark', 'Region Syddanmark'],
  'DK-84': ['Hovedstaden', 'Capital Region of Denmark', 'Region Hovedstaden'],
  'DK-85': ['Sjælland', 'Zealand', 'Region Sjælland'],
};

/**
 * Belgium's regions and provinces, each in its own language (Brussels in both of its own, French
 * first as Statbel lists it).
 */
export const BELGIUM_REGIONS: OfficialNames = {
  'BE-VLG': ['Vlaams Gewest', 'Flemish Region', 'Flanders', 'Vlaanderen'],
  'BE-WAL': ['Région wallonne', 'Walloon Region', 'Wallonia', 'Wallonie'],
  'BE-BRU': [
    'Région de Bruxelles-Capitale / Brussels Hoofdstedelijk Gewest',
    'Brussels-Capital Region',
    'Région de Bruxelles-Capitale',
    'Brussels Hoofdstedelijk Gewest',
  ],
};
export const BELGIUM_PROVINCES: OfficialNames = {
  'BE-VAN': ['Antwerpen', 'Antwerp', 'Anvers'],
  'BE-VLI': ['Limburg', 'Limbourg'],
  'BE-VOV': ['Oost-Vlaanderen', 'East Flanders', 'Flandre-Orientale'],
  'BE-VBR': ['Vlaams-Brabant', 'Flemish Brabant', 'Brabant flamand'],
  'BE-VWV': ['West-Vlaanderen', 'West Flanders', 'Flandre-Occidentale'],
  'BE-WBR': ['Brabant wallon', 'Walloon Brabant', 'Waals-Brabant'],
  'BE-WHT': ['Hainaut', 'Henegouwen'],
  'BE-WLG': ['Liège', 'Luik', 'Lüttich'],
  'BE-WLX': ['Luxembourg', 'Luxemburg'],
  'BE-WNA': ['Namur', 'Namen'],
  'BE-BRU': [
    'Bruxelles-Capitale / Brussel-Hoofdstad',
    'Brussels Capital',
    'Brussels',
    'Bruxelles',
    'Brussel',
  ],
};
