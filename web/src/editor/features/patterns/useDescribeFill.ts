import { useTranslation } from 'react-i18next';
import { patternOfFill, type Pattern } from '@mapwright/core/document/patterns';

/**
 * A fill in words in the interface's language, for a swatch's name: the colour, or e.g. "Stripes,
 * #0072b2 on #ffffff".
 */
export function useDescribeFill(): (fill: string, patterns: readonly Pattern[]) => string {
  const { t } = useTranslation('panels');
  return (fill, patterns) => {
    const pattern = patternOfFill(patterns, fill);
    if (!pattern) return fill;
    const kind = t(`patterns.kind.${pattern.kind}`);
    return pattern.background === null
      ? t('patterns.fill', { kind, colour: pattern.foreground })
      : t('patterns.fillOn', { kind, colour: pattern.foreground, background: pattern.background });
  };
}
