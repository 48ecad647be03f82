/** The server refuses longer names (server/src/routes/saved-maps.ts). */
export const MAX_MAP_NAME_LENGTH = 120;

/** A name to start from when a map has no title of its own: "Sri Lanka map 2025-06-01" (local date). */
export function defaultMapName(countryName: string, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `${countryName} map ${date}`;
}

/** One line, single spaces, within the limit: cut at the last word that fits when a word does. */
function asName(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= MAX_MAP_NAME_LENGTH) return line;
  const cut = line.slice(0, MAX_MAP_NAME_LENGTH + 1);
  const space = cut.lastIndexOf(' ');
  return (
    space >= MAX_MAP_NAME_LENGTH / 2 ? cut.slice(0, space) : cut.slice(0, MAX_MAP_NAME_LENGTH)
  ).trimEnd();
}

/**
 * The name a map is first saved (or published) under: its title, as the map says it (issue 42, item 9).
 * A map without a title of its own (none, or still the country's name a new map starts with) is named
 * by its subtitle, else by the country and the date.
 */
export function suggestedMapName(
  texts: { readonly title: string; readonly subtitle: string },
  countryName: string,
  now = new Date(),
): string {
  const title = asName(texts.title);
  if (title !== '' && title.toLocaleLowerCase() !== countryName.toLocaleLowerCase()) return title;
  const subtitle = asName(texts.subtitle);
  if (subtitle !== '') return title === '' ? subtitle : asName(`${title}: ${subtitle}`);
  return defaultMapName(countryName, now);
}

/** The name of a copy saved after a conflict: "Tea estates (copy)", cut so it stays a valid name. */
export function copyName(name: string): string {
  const suffix = ' (copy)';
  return `${name.slice(0, MAX_MAP_NAME_LENGTH - suffix.length).trimEnd()}${suffix}`;
}
