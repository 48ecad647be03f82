/**
 * The About page's sidebar items and the scroll bands that make each one active, exactly as spec
 * section 2 gives them: 1 to 2309 Introduction, up to 4309 Features, up to 5809 Donations, up to 7009
 * BTS, up to 9000 Policy (the subscriptions section), up to 10000 Contact, otherwise none (0 included).
 */
export const ABOUT_SECTIONS = [
  { id: 'introduction', label: 'Introduction', until: 2309 },
  { id: 'features', label: 'Features', until: 4309 },
  { id: 'donations', label: 'Donations', until: 5809 },
  { id: 'bts', label: 'BTS', until: 7009 },
  { id: 'policy', label: 'Policy', until: 9000 },
  { id: 'contact', label: 'Contact', until: 10000 },
] as const;

export type AboutSectionId = (typeof ABOUT_SECTIONS)[number]['id'];

/** The first pixel of a section's band. */
export function bandStart(id: AboutSectionId): number {
  const i = ABOUT_SECTIONS.findIndex((s) => s.id === id);
  return i <= 0 ? 1 : (ABOUT_SECTIONS[i - 1]?.until ?? 0) + 1;
}

/** The sidebar item active at a scroll position, or null outside every band. */
export function activeSectionAt(scrollY: number): AboutSectionId | null {
  if (scrollY < 1) return null;
  return ABOUT_SECTIONS.find((s) => scrollY <= s.until)?.id ?? null;
}
