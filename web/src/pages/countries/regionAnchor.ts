/** The fragment of a region's group on /Countries ('South Asia' → 'south-asia'): the world map links to it. */
export function regionAnchor(region: string): string {
  return region.toLowerCase().replace(/[^a-z]+/g, '-');
}
