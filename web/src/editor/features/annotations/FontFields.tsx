import { CheckField, NumberField } from '../../chrome/fields';

/** Font size, bold and italic: the same three fields for text, a dot's label, a note. */
export function FontFields({
  label = 'Font size',
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
  return (
    <>
      <NumberField label={label} value={size} min={4} max={400} unit="px" onChange={onSize} />
      <CheckField label="Bold" checked={bold} onChange={onBold} />
      <CheckField label="Italic" checked={italic} onChange={onItalic} />
    </>
  );
}
