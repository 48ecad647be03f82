import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { MAP_NAME_KEYS, pageWithMeta } from '@mapwright/core/api/page-meta';
import { PageMeta } from '../../components/PageMeta';
import { countryName, useLanguage } from '../../i18n/format';
import { WORLD } from '@mapwright/core/countries/countries';

/**
 * A country's editor (`/Countries/{slug}`) is a page people search for ("map of Thailand"): its title
 * and description name the country in the language shown; so do the world's (`/World`) and a region's
 * (`/Regions/{slug}`), named as the server names them (MAP_NAME_KEYS). The user's own boundaries have
 * none of their own.
 */
export function CountryMeta() {
  const { t } = useTranslation('common');
  const lng = useLanguage();
  const { pathname } = useLocation();
  const page = pageWithMeta(pathname);
  if (page?.kind !== 'country' || !page.country) return null;
  const map = page.country;
  // The world's and the regions' names by the keys the server names them by (a region's keys are
  // region.*, which /Countries uses too; the world's is spelled out for the catalogue check).
  const nameKey = MAP_NAME_KEYS[map.slug];
  const country =
    map.slug === WORLD.slug ? t('worldName') : nameKey ? t(nameKey) : countryName(map.iso2, map.name, lng);
  return (
    <PageMeta
      title={t('countryMeta.title', { country })}
      description={t('countryMeta.description', { country })}
      path={pathname}
    />
  );
}
