import type { ConflictChoice } from './savePlan';
import { ModalDialog } from '../../../components/ModalDialog';

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
  return (
    <ModalDialog
      open={mapName !== null}
      onClose={() => onChoose('cancel')}
      labelledBy="conflict-title"
      describedBy="conflict-text"
      testId="save-conflict-dialog"
    >
      <div className="account-dialog__body">
        <h2 id="conflict-title">A newer copy was saved elsewhere</h2>
        <p id="conflict-text">
          “{mapName}” was saved from another tab or device after this editor loaded it. Saving here would
          overwrite that copy, so choose what to keep.
        </p>
        <div className="account-dialog__buttons account-dialog__buttons--stack">
          <button type="button" className="button button--primary" onClick={() => onChoose('reload')}>
            Reload the newer copy
          </button>
          <button type="button" className="button" onClick={() => onChoose('copy')}>
            Save as a copy
          </button>
          <button type="button" className="button" onClick={() => onChoose('cancel')}>
            Cancel
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
