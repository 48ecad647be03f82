import { useState, type FormEvent } from 'react';
import { FieldError, invalidFieldProps } from '../../../components/FieldError';
import { MAX_MAP_NAME_LENGTH } from './mapNames';
import { ModalDialog } from '../../../components/ModalDialog';
import { useTranslation } from 'react-i18next';

/** Asks for the name of a map saved to the account for the first time. */
export function SaveNameDialog({
  defaultName,
  onSave,
  onCancel,
}: {
  /** null: closed. */
  defaultName: string | null;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  return (
    <ModalDialog
      open={defaultName !== null}
      onClose={onCancel}
      labelledBy="save-name-title"
      testId="save-name-dialog"
    >
      {defaultName !== null && <NameForm defaultName={defaultName} onSave={onSave} onCancel={onCancel} />}
    </ModalDialog>
  );
}

function NameForm({
  defaultName,
  onSave,
  onCancel,
}: {
  defaultName: string;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('dialogs');
  const [name, setName] = useState(defaultName);
  const trimmed = name.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed !== '') onSave(trimmed);
  };
  return (
    <form className="account-dialog__body" onSubmit={submit}>
      <h2 id="save-name-title">{t('account.saveTitle')}</h2>
      <label htmlFor="save-name-input">{t('account.name')}</label>
      <input
        id="save-name-input"
        value={name}
        maxLength={MAX_MAP_NAME_LENGTH}
        required
        {...invalidFieldProps(trimmed === '', 'save-name-error')}
        autoFocus
        onFocus={(e) => e.target.select()}
        onChange={(e) => setName(e.target.value)}
      />
      <FieldError id="save-name-error" message={trimmed === '' ? t('account.nameNeeded') : null} />
      <div className="account-dialog__buttons">
        <button type="button" className="button" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={trimmed === ''}>
          {t('account.save')}
        </button>
      </div>
    </form>
  );
}
