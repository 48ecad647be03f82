import { setText, setTextStyle, type TextBlockName } from '@mapwright/core/document/operations/text-blocks';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';
import { Panel } from '../../chrome/Panel';
import { useGestureField } from '../../chrome/useGestureField';

const BLOCKS: readonly { name: TextBlockName; label: string; placeholder: string }[] = [
  { name: 'title', label: 'Title', placeholder: 'Map title' },
  { name: 'subtitle', label: 'Subtitle', placeholder: 'A line under the title' },
  { name: 'credit', label: 'Credit', placeholder: 'Source, author…' },
];

function TextBlockField({ name, label, placeholder }: (typeof BLOCKS)[number]) {
  const { editor } = useEditorServices();
  const block = useEditorSelector((s) => s.doc[name]);
  const gesture = useGestureField(editor);
  return (
    <div className="text-block-field">
      <label className="stacked">
        <span className="panel__label">{label}</span>
        <input
          className="field"
          value={block.text}
          placeholder={placeholder}
          data-text-block={name}
          {...gesture}
          onChange={(e) => editor.apply(setText, name, e.target.value)}
        />
      </label>
      <label className="inline">
        <span>Size</span>
        <input
          className="field field--number"
          type="number"
          min={6}
          max={400}
          value={block.style.fontSize}
          aria-label={`${label} font size`}
          {...gesture}
          onChange={(e) => {
            const size = Number(e.target.value);
            if (size >= 6 && size <= 400) editor.apply(setTextStyle, name, { fontSize: size });
          }}
        />
      </label>
    </div>
  );
}

/** Title, subtitle and credit: drawn in the frame from the document; moved with the Move tool. */
export function TextPanel() {
  return (
    <Panel title="Text">
      {BLOCKS.map((block) => (
        <TextBlockField key={block.name} {...block} />
      ))}
    </Panel>
  );
}
