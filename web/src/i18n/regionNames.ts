import { useTranslation } from 'react-i18next';

/**
 * The regions' names in the interface's language, by their English names (the core's data), for
 * /Countries and the landing page's world map. Written out key by key, so the catalogue check sees
 * each one in use.
 */
export function useRegionNames(): (region: string) => string {
  const { t } = useTranslation('common');
  const names: Readonly<Record<string, string>> = {
    'South Asia': t('region.southAsia'),
    'Southeast Asia': t('region.southeastAsia'),
    'East Asia': t('region.eastAsia'),
    'Middle East': t('region.middleEast'),
    'Western Europe': t('region.westernEurope'),
    'Northern Europe': t('region.northernEurope'),
    'Eastern Europe': t('region.easternEurope'),
    Africa: t('region.africa'),
    'Central Asia': t('region.centralAsia'),
    'North America': t('region.northAmerica'),
    'Central America and the Caribbean': t('region.centralAmerica'),
    'South America': t('region.southAmerica'),
    Oceania: t('region.oceania'),
    Europe: t('region.europe'),
    Asia: t('region.asia'),
  };
  return (region) => names[region] ?? region;
}
