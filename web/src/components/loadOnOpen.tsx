import { useEffect, useReducer, useState, type ComponentType } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from './ModalDialog';

interface DialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/** How long after the page's first render an idle browser fetches the dialog's chunk anyway. */
const PREFETCH_DELAY_MS = 2000;

/**
 * A dialog whose code is its own chunk, kept off the editor's first load (its map is drawn without
 * it): nothing is rendered until it first opens, then the dialog itself, which stays mounted as it
 * always did (so what it keeps between openings, such as the chosen format, is kept). Once the page
 * has been idle a while the chunk is fetched anyway, so a first opening is not held up by the network.
 * A chunk that cannot be downloaded opens a dialog that says so; the next opening asks again.
 */
export function loadOnOpen<P extends DialogProps>(
  load: () => Promise<ComponentType<P>>,
  /** The dialog's title, shown over the failure, from the `dialogs` catalogue. */
  titleOf: (t: TFunction<'dialogs'>) => string,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let request: Promise<ComponentType<P>> | undefined;
  let prefetchQueued = false;
  const fetchChunk = (): Promise<ComponentType<P>> =>
    (request ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        request = undefined;
        throw error;
      },
    ));

  function LoadedOnOpen(props: P) {
    const [, arrived] = useReducer((n: number) => n + 1, 0);
    const [failedOpening, setFailedOpening] = useState(false);
    const { t } = useTranslation('dialogs');
    const { open } = props;

    useEffect(() => {
      if (loaded || prefetchQueued) return;
      prefetchQueued = true;
      const start = () => void fetchChunk().catch(() => undefined);
      const timer = setTimeout(() => {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(start);
        else start();
      }, PREFETCH_DELAY_MS);
      return () => {
        clearTimeout(timer);
        prefetchQueued = false;
      };
    }, []);

    // A failed opening is forgotten once closed: the next opening asks the network again.
    if (!open && failedOpening) setFailedOpening(false);

    useEffect(() => {
      if (!open || loaded) return;
      let live = true;
      fetchChunk().then(
        () => live && arrived(),
        () => live && setFailedOpening(true),
      );
      return () => {
        live = false;
      };
    }, [open]);

    const Dialog = loaded;
    if (Dialog) return <Dialog {...props} />;
    if (!failedOpening) return null;
    return (
      <ModalDialog open={open} onClose={props.onClose} labelledBy="dialog-load-failed-title">
        <div className="account-dialog__body">
          <h2 id="dialog-load-failed-title">{titleOf(t)}</h2>
          <p role="alert">{t('loadFailed')}</p>
          <div className="account-dialog__buttons">
            <button type="button" className="button button--primary" onClick={props.onClose}>
              {t('close')}
            </button>
          </div>
        </div>
      </ModalDialog>
    );
  }
  return LoadedOnOpen;
}
