import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A small modal <dialog>: the browser traps focus, Esc closes (onClose), and the editor's shortcuts
 * stay quiet while it is open (useKeyboardShortcuts ignores keys inside an open dialog).
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  testId: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="account-dialog modal"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-testid={testId}
      onClose={onClose}
    >
      {open && children}
    </dialog>
  );
}
