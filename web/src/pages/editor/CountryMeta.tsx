import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { pageWithMeta } from '@mapwright/core/api/page-meta';
import { PageMeta } from '../../components/PageMeta';
import { countryName, useLanguage } from '../../i18n/format';

/**
 * A country's editor (`/Countries/{slug}`) is a page people search for ("map of Thailand"): its title
 * and description name the country in the language shown. The world, regions and the user's own
 * boundaries have none of their own.
 */
export function CountryMeta() {
  const { t } = useTranslation('common');
  const lng = useLanguage();
  const { pathname } = useLocation();
  const page = pageWithMeta(pathname);
  if (page?.kind !== 'country' || !page.country) return null;
  const country = countryName(page.country.iso2, page.country.name, lng);
  return (
    <PageMeta
      title={t('countryMeta.title', { country })}
      description={t('countryMeta.description', { country })}
      path={pathname}
    />
  );
}
