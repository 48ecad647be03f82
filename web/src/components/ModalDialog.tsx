import { useRef, type ReactNode } from 'react';
import { useModalDialog } from './useModalDialog';

/**
 * The app's one modal <dialog>: focus stays inside until it closes and then returns to what opened it
 * (useModalDialog), Esc closes (onClose), and the editor's shortcuts stay quiet while it is open
 * (useKeyboardShortcuts ignores keys while a modal dialog is open). `className` replaces the small
 * account-dialog look. Children are mounted only while open, so each opening starts afresh (state that
 * must outlive a closing lives in the component that renders this). A dialog's own Close button calls
 * `onClose` too: the owner then sets `open` to false (or unmounts it), which closes the element.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  testId,
  className = 'account-dialog modal',
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  testId?: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref, open);
  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-testid={testId}
      onClose={onClose}
    >
      {open && children}
    </dialog>
  );
}
