import { useRef, type ReactNode } from 'react';
import { useModalDialog } from '../../components/useModalDialog';

/**
 * A modal <dialog>: focus stays inside until it closes and then returns to what opened it
 * (useModalDialog), Esc closes (onClose), and the editor's shortcuts stay quiet while it is open
 * (useKeyboardShortcuts ignores keys while a modal dialog is open). `className` replaces the small
 * account-dialog look (the Download dialog is wider); `keepContent` keeps the children mounted while
 * closed (a dialog whose state should outlive closing).
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  testId,
  className = 'account-dialog modal',
  keepContent = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  testId: string;
  className?: string;
  keepContent?: boolean;
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
      {(open || keepContent) && children}
    </dialog>
  );
}
