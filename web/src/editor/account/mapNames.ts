/** The server refuses longer names (server/src/routes/saved-maps.ts). */
export const MAX_MAP_NAME_LENGTH = 120;

/** A name to start from when a map is first saved to the account: "Sri Lanka map 2025-06-01" (local date). */
export function defaultMapName(countryName: string, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `${countryName} map ${date}`;
}

/** The name of a copy saved after a conflict: "Tea estates (copy)", cut so it stays a valid name. */
export function copyName(name: string): string {
  const suffix = ' (copy)';
  return `${name.slice(0, MAX_MAP_NAME_LENGTH - suffix.length).trimEnd()}${suffix}`;
}
