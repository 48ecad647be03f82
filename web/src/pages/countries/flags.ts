// Every country is listed, so every flag is bundled; each becomes a hashed asset URL, loaded lazily.
const FLAG_URLS = import.meta.glob<string>('../../../../node_modules/flag-icons/flags/4x3/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

const byIso2 = new Map(
  Object.entries(FLAG_URLS).map(([path, url]) => [
    path.slice(path.lastIndexOf('/') + 1, -'.svg'.length),
    url,
  ]),
);

export function flagUrl(iso2: string): string | undefined {
  return byIso2.get(iso2.toLowerCase());
}
