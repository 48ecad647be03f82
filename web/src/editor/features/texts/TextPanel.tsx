import { useTranslation } from 'react-i18next';
import { setText, setTextStyle, type TextBlockName } from '@mapwright/core/document/operations/text-blocks';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';
import { Panel } from '../../chrome/Panel';
import { useGestureField } from '../../chrome/useGestureField';

/** The blocks; each one's label and placeholder are the catalogue's texts.<name>.label/.placeholder. */
const BLOCKS: readonly TextBlockName[] = ['title', 'subtitle', 'credit'];

function TextBlockField({ name }: { name: TextBlockName }) {
  const { t } = useTranslation('panels');
  const label = t(`texts.${name}.label`);
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
          placeholder={t(`texts.${name}.placeholder`)}
          data-text-block={name}
          {...gesture}
          onChange={(e) => editor.apply(setText, name, e.target.value)}
        />
      </label>
      <label className="inline">
        <span>{t('common.size')}</span>
        <input
          className="field field--number"
          type="number"
          min={6}
          max={400}
          value={block.style.fontSize}
          aria-label={t('texts.fontSize', { label })}
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
  const { t } = useTranslation('panels');
  return (
    <Panel title={t('texts.panel')} id="text">
      {BLOCKS.map((name) => (
        <TextBlockField key={name} name={name} />
      ))}
    </Panel>
  );
}
