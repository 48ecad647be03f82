import type { ConflictChoice } from './savePlan';
import { ModalDialog } from '../../../components/ModalDialog';
import { useTranslation } from 'react-i18next';

/**
 * The account holds a newer copy of the map (saved from another tab or device since this one loaded or
 * saved it). Saving would overwrite it, so that is not offered: reload it, keep both, or cancel.
 */
export function ConflictDialog({
  mapName,
  onChoose,
}: {
  /** null: closed. */
  mapName: string | null;
  onChoose: (choice: ConflictChoice) => void;
}) {
  const { t } = useTranslation('dialogs');
  return (
    <ModalDialog
      open={mapName !== null}
      onClose={() => onChoose('cancel')}
      labelledBy="conflict-title"
      describedBy="conflict-text"
      testId="save-conflict-dialog"
    >
      <div className="account-dialog__body">
        <h2 id="conflict-title">{t('account.conflictTitle')}</h2>
        <p id="conflict-text">{t('account.conflictText', { name: mapName })}</p>
        <div className="account-dialog__buttons account-dialog__buttons--stack">
          <button type="button" className="button button--primary" onClick={() => onChoose('reload')}>
            {t('account.reloadNewer')}
          </button>
          <button type="button" className="button" onClick={() => onChoose('copy')}>
            {t('account.saveCopy')}
          </button>
          <button type="button" className="button" onClick={() => onChoose('cancel')}>
            {t('cancel')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
