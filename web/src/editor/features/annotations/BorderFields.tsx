import { useTranslation } from 'react-i18next';
import { ColourField, NumberField } from '../../chrome/fields';

/** A shape's border: its colour and width (dots and note boxes). */
export function BorderFields({
  color,
  width,
  onColor,
  onWidth,
}: {
  color: string;
  width: number;
  onColor: (color: string) => void;
  onWidth: (width: number) => void;
}) {
  const { t } = useTranslation('panels');
  return (
    <>
      <ColourField label={t('annotations.border')} value={color} onChange={onColor} />
      <NumberField
        label={t('common.borderWidth')}
        value={width}
        min={0}
        max={50}
        step={0.5}
        unit="px"
        onChange={onWidth}
      />
    </>
  );
}
