import { useTranslation } from 'react-i18next';
import { CheckField, NumberField } from '../../chrome/fields';

/** Font size, bold and italic: the same three fields for text, a dot's label, a note. */
export function FontFields({
  label,
  size,
  bold,
  italic,
  onSize,
  onBold,
  onItalic,
}: {
  label?: string;
  size: number;
  bold: boolean;
  italic: boolean;
  onSize: (size: number) => void;
  onBold: (bold: boolean) => void;
  onItalic: (italic: boolean) => void;
}) {
  const { t } = useTranslation('panels');
  return (
    <>
      <NumberField
        label={label ?? t('annotations.fontSize')}
        value={size}
        min={4}
        max={400}
        unit="px"
        onChange={onSize}
      />
      <CheckField label={t('common.bold')} checked={bold} onChange={onBold} />
      <CheckField label={t('annotations.italic')} checked={italic} onChange={onItalic} />
    </>
  );
}
