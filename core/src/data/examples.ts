/**
 * The examples paste boxes show, made from the map's own divisions (issue 42, item 8: a Romanian
 * example on a map of Germany told the user nothing), so every country's example names places the user
 * knows, and pasting the example as it stands works.
 */

export interface ExampleDivision {
  readonly id: string;
  readonly name: string;
  /** Its first-level division (second level only): a division in an inset follows its parent. */
  readonly parent?: string;
  /** In map space, y down. */
  readonly centroid: readonly [number, number];
}

/** A values table: the header, the level's first two divisions by name with made-up values, and "…". */
export function valueTableExample(divisions: readonly { readonly name: string }[]): string {
  const names = divisions
    .map((d) => d.name)
    .sort((a, b) => a.localeCompare(b))
    .slice(0, 2);
  return ['Name\tValue', ...names.map((name, i) => `${name}\t${i === 0 ? '42.5' : '17.8'}`), '…'].join('\n');
}

/** The territory a table example groups divisions under: plain words, the same in every country. */
export const EXAMPLE_TERRITORIES = { north: 'North', south: 'South' } as const;

/**
 * A (division, territory) table: the two northernmost divisions of the mainland under "North" and the
 * southernmost under "South", so the example shows two rows making one territory. Divisions drawn in
 * an inset (France's overseas regions; `insetDivisions` are first-level ids) are left out: where they
 * stand in map space says nothing of north and south.
 */
export function territoryTableExample(
  divisions: readonly ExampleDivision[],
  insetDivisions: ReadonlySet<string> = new Set(),
): string {
  const inInset = (d: ExampleDivision) =>
    insetDivisions.has(d.id) || (d.parent !== undefined && insetDivisions.has(d.parent));
  const mainland = divisions.filter((d) => !inInset(d) && d.name.trim() !== '');
  const pool = mainland.length > 0 ? mainland : [...divisions];
  // North to south; ties (and the same latitude) by name, so the example does not depend on file order.
  const ordered = [...pool].sort((a, b) => a.centroid[1] - b.centroid[1] || a.name.localeCompare(b.name));
  if (ordered.length === 0) return '';
  const south = ordered.length >= 2 ? ordered.at(-1) : undefined;
  const north = ordered.slice(0, Math.min(2, ordered.length - (south ? 1 : 0)));
  return [
    ...north.map((d) => `${d.name}\t${EXAMPLE_TERRITORIES.north}`),
    ...(south ? [`${south.name}\t${EXAMPLE_TERRITORIES.south}`] : []),
  ].join('\n');
}
