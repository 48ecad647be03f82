import { useTranslation } from 'react-i18next';
import type { DocAnnotation } from '../../annotations/docAnnotation';
import { pinAnnotation } from './commands';
import { useEditorServices } from '../../state/EditorContext';
import { CheckField, FieldGroup, TextField } from '../../chrome/fields';
import { useUpdate } from './useAnnotation';

/**
 * What every annotation has: its name in the layers panel, whether it is pinned to the map (it stays
 * over its place when the map moves) or to the frame (it stays on the page), hidden, locked. A dot is
 * always on the map, so it has no toggle.
 */
export function PinFields({ annotation }: { annotation: DocAnnotation }) {
  const { t } = useTranslation('panels');
  const { editor, geometry } = useEditorServices();
  const update = useUpdate(annotation.id);
  const pinned = annotation.anchor.kind;
  return (
    <FieldGroup title={t('annotations.layer')}>
      <TextField
        label={t('annotations.name')}
        value={annotation.name}
        onChange={(name) => update({ name })}
      />
      {annotation.type !== 'dot' && (
        <div
          className="annotation-fields__wide segmented"
          role="radiogroup"
          aria-label={t('annotations.pinnedTo')}
        >
          {(['map', 'frame'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              role="radio"
              aria-checked={pinned === kind}
              data-pin={kind}
              onClick={() => pinAnnotation(editor, geometry, annotation.id, kind)}
            >
              {kind === 'map' ? t('annotations.pinMap') : t('annotations.pinFrame')}
            </button>
          ))}
        </div>
      )}
      <CheckField
        label={t('annotations.hidden')}
        checked={annotation.hidden}
        onChange={(hidden) => update({ hidden })}
      />
      <CheckField
        label={t('annotations.locked')}
        checked={annotation.locked}
        onChange={(locked) => update({ locked })}
      />
    </FieldGroup>
  );
}
