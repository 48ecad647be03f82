// Only the 34 flags we show are bundled (flag-icons ships ~270); each becomes a hashed asset URL.
const FLAG_URLS = import.meta.glob<string>(
  '../../../../node_modules/flag-icons/flags/4x3/{lk,in,my,fr,it,th,de,il,ps,cn,sy,fi,dk,se,za,es,pk,mm,sa,gb,kh,vn,jp,bd,om,iq,ph,be,ro,lb,la,no,jo,np}.svg',
  { eager: true, query: '?url', import: 'default' },
);

const byIso2 = new Map(
  Object.entries(FLAG_URLS).map(([path, url]) => [
    path.slice(path.lastIndexOf('/') + 1, -'.svg'.length),
    url,
  ]),
);

export function flagUrl(iso2: string): string | undefined {
  return byIso2.get(iso2.toLowerCase());
}
