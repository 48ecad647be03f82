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
  const { editor, geometry } = useEditorServices();
  const update = useUpdate(annotation.id);
  const pinned = annotation.anchor.kind;
  return (
    <FieldGroup title="Layer">
      <TextField label="Name" value={annotation.name} onChange={(name) => update({ name })} />
      {annotation.type !== 'dot' && (
        <div className="annotation-fields__wide segmented" role="radiogroup" aria-label="Pinned to">
          {(['map', 'frame'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              role="radio"
              aria-checked={pinned === kind}
              data-pin={kind}
              onClick={() => pinAnnotation(editor, geometry, annotation.id, kind)}
            >
              {kind === 'map' ? 'Pin to map' : 'Pin to frame'}
            </button>
          ))}
        </div>
      )}
      <CheckField label="Hidden" checked={annotation.hidden} onChange={(hidden) => update({ hidden })} />
      <CheckField label="Locked" checked={annotation.locked} onChange={(locked) => update({ locked })} />
    </FieldGroup>
  );
}
