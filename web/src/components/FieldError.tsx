/**
 * An invalid form field, told to everyone: the message is shown under the field (a colour or a dot
 * alone would not tell everyone, WCAG 1.4.1), and the input carries aria-invalid and aria-describedby
 * naming it, so a screen reader reads the message with the field (WCAG 3.3.1).
 */
export function invalidFieldProps(
  invalid: boolean,
  messageId: string,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  return invalid ? { 'aria-invalid': true, 'aria-describedby': messageId } : {};
}

/** The message under an invalid field; nothing while it is valid. */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  if (message === null) return null;
  return (
    <p id={id} className="field-error">
      {message}
    </p>
  );
}
