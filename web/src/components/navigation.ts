/**
 * The four navigation-bar variants, exactly as the spec's table lists them. Data, so the bar, its tests
 * and any later menu read the same list.
 */
export type NavVariant = 'home' | 'countries' | 'about' | 'profile';

export interface NavLinkSpec {
  readonly label: 'HOME' | 'ABOUT' | 'PROFILE' | 'CREATE';
  readonly to: string;
  /** The profile link shows the login indicator, except on the Profile page itself. */
  readonly indicator?: boolean;
}

const HOME: NavLinkSpec = { label: 'HOME', to: '/' };
const ABOUT: NavLinkSpec = { label: 'ABOUT', to: '/About' };
const PROFILE_WITH_INDICATOR: NavLinkSpec = { label: 'PROFILE', to: '/Profile', indicator: true };
const CREATE: NavLinkSpec = { label: 'CREATE', to: '/Countries' };

export const NAV_LINKS: Readonly<Record<NavVariant, readonly NavLinkSpec[]>> = {
  home: [ABOUT, PROFILE_WITH_INDICATOR, CREATE],
  countries: [ABOUT, PROFILE_WITH_INDICATOR, HOME],
  about: [HOME, PROFILE_WITH_INDICATOR, CREATE],
  profile: [HOME, ABOUT, CREATE],
};

/** Only the country-selection bar makes the logo a link home. */
export function logoLinksHome(variant: NavVariant): boolean {
  return variant === 'countries';
}

/** Past this many pixels of scroll the bar changes appearance (spec constant). */
export const NAV_SCROLL_THRESHOLD_PX = 1500;
