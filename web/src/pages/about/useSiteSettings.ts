import { useEffect, useState } from 'react';

export interface SiteSettings {
  readonly contactFormUrl: string | null;
  /** Whether this server offers Google sign-in (the "Continue with Google" button). */
  readonly googleSignIn: boolean;
  /** Always set: CONTACT_EMAIL, else contact@ the site's host (server/src/routes/site.ts). */
  readonly contactEmail: string;
}

/**
 * The deployment's public settings (GET /api/site); undefined while loading (or not `wanted` yet: the
 * Contact section asks only when it comes near the viewport), null if unreachable.
 */
export function useSiteSettings(wanted = true): SiteSettings | null | undefined {
  const [settings, setSettings] = useState<SiteSettings | null | undefined>(undefined);
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    fetch('/api/site', { headers: { Accept: 'application/json' } })
      .then(async (res) => (res.ok ? ((await res.json()) as SiteSettings) : null))
      .catch(() => null)
      .then((value) => {
        if (!cancelled) setSettings(value);
      });
    return () => {
      cancelled = true;
    };
  }, [wanted]);
  return settings;
}
