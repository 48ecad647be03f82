import { useId, useState, type ReactNode } from 'react';
import { useEditorServices } from '../state/EditorContext';
import { useGestureField } from './useGestureField';

/**
 * Small labelled fields for the annotation panels. Each change is applied at once; typing or dragging
 * between focus and blur is one undo step (useGestureField), as in the other panels.
 */
export function ColourField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const { editor } = useEditorServices();
  const gesture = useGestureField(editor);
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="color"
        value={value.slice(0, 7)}
        {...gesture}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}

/**
 * A number typed or stepped; out-of-range or empty input is kept in the field (so typing "1" on the
 * way to "12" is allowed) and applied only once it is a valid value.
 */
export function NumberField({
  label,
  value,
  min,
  max,
  step = 1,
  unit,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  unit?: string;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const { editor } = useEditorServices();
  const gesture = useGestureField(editor);
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <span className="inline">
        <input
          id={id}
          className="field field--number"
          type="number"
          min={min}
          max={max}
          step={step}
          value={typed ?? String(value)}
          {...gesture}
          onBlur={() => {
            setTyped(null);
            editor.mark();
          }}
          onChange={(e) => {
            setTyped(e.target.value);
            const next = Number(e.target.value);
            if (e.target.value.trim() !== '' && next >= min && next <= max) onChange(next);
          }}
        />
        {unit && <span className="panel__note">{unit}</span>}
      </span>
    </>
  );
}

export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="field"
        value={value}
        onChange={(e) => onChange(options.find((o) => o.value === e.target.value)?.value ?? value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="check annotation-fields__wide">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

/** Several lines of text (Enter is a new line, as in a text box anywhere). */
export function TextAreaField({
  label,
  value,
  rows = 3,
  onChange,
}: {
  label: string;
  value: string;
  rows?: number;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const { editor } = useEditorServices();
  const gesture = useGestureField(editor);
  return (
    <div className="stacked annotation-fields__wide">
      <label htmlFor={id} className="panel__label">
        {label}
      </label>
      <textarea
        id={id}
        className="field"
        rows={rows}
        value={value}
        {...gesture}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

export function TextField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const { editor } = useEditorServices();
  const gesture = useGestureField(editor);
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="field"
        value={value}
        {...gesture}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}

/** A titled group of fields laid out as the other panels' label/field grid. */
export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="annotation-fields">
      <legend>{title}</legend>
      <div className="field-grid">{children}</div>
    </fieldset>
  );
}
