import { useTranslation } from 'react-i18next';
import { EmojiPicker } from './EmojiPicker';
import { FieldGroup, NumberField } from '../../chrome/fields';
import type { DocAnnotationOf, Update } from './useAnnotation';

/** An emoji: which one (the picker), its size and rotation. */
export function EmojiFields({
  annotation,
  update,
}: {
  annotation: DocAnnotationOf<'emoji'>;
  update: Update<'emoji'>;
}) {
  const { t } = useTranslation('panels');
  return (
    <FieldGroup title={t('annotations.type.emoji')}>
      <NumberField
        label={t('common.size')}
        value={annotation.size}
        min={4}
        max={1000}
        unit="px"
        onChange={(size) => update({ size })}
      />
      <NumberField
        label={t('annotations.rotation')}
        value={annotation.rotation}
        min={-360}
        max={360}
        unit="°"
        onChange={(rotation) => update({ rotation })}
      />
      <EmojiPicker value={annotation.emoji} onPick={(emoji) => update({ emoji })} />
    </FieldGroup>
  );
}
