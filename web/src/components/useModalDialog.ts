import { useEffect, type RefObject } from 'react';

/**
 * Opens and closes a <dialog> as a modal with `open`, and keeps the keyboard with it:
 * - the element that had focus when it opened (the button that opened it) gets focus back when it
 *   closes, however it closes (Esc, its Close button, a finished task);
 * - focus stays inside while it is open: when the focused control goes away or is disabled (the
 *   Download button while a file is made, a form replaced by its result), focus falls to the page's
 *   body, where Esc and Tab would no longer reach the dialog; the dialog then takes focus itself.
 * Every modal dialog of the app uses it through ModalDialog, so none copies this logic.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();

    const keepFocus = () => {
      if (!dialog.open || dialog.contains(document.activeElement)) return;
      // Another modal opened over this one (a sign-in over the Download dialog) holds focus rightly.
      if (document.activeElement?.closest('dialog[open]')) return;
      if (!dialog.hasAttribute('tabindex')) dialog.tabIndex = -1;
      dialog.focus({ preventScroll: true });
    };
    // A control that is disabled or removed while focused blurs without a new target: check once the
    // change has settled. An observer catches `disabled` set on the focused control, which in Chromium
    // moves focus to the body without any event.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && dialog.contains(event.relatedTarget)) return;
      requestAnimationFrame(keepFocus);
    };
    const observer = new MutationObserver(() => requestAnimationFrame(keepFocus));
    observer.observe(dialog, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    dialog.addEventListener('focusout', onFocusOut);

    const onClose = () => {
      if (opener?.isConnected && !dialog.contains(opener)) opener.focus({ preventScroll: true });
    };
    dialog.addEventListener('close', onClose);
    return () => {
      observer.disconnect();
      dialog.removeEventListener('focusout', onFocusOut);
      dialog.removeEventListener('close', onClose);
      if (dialog.open) {
        dialog.close(); // fires 'close' later, without this listener: return focus here
        onClose();
      }
    };
  }, [ref, open]);
}
