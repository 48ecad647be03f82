import { useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Editor } from '@mapwright/core/editor/editor';
import { publicationUrl, type Publication } from '../../../auth/publications';
import { MAX_MAP_NAME_LENGTH } from './mapNames';
import { ModalDialog } from '../../../components/ModalDialog';
import type { SavedMapTracker } from './savedMapTracker';
import { embedSnippet } from './embedSnippet';
import { publicationIsCurrent } from './publishPlan';
import './publish.css';
import { useTranslation } from 'react-i18next';

export type PublishView =
  | { readonly kind: 'closed' }
  | { readonly kind: 'loading' }
  | {
      readonly kind: 'ready';
      readonly publication: Publication | null;
      readonly error?: string;
      /** The error is a newer copy saved elsewhere: offer "Save to your account" to settle it. */
      readonly saveFirst?: boolean;
    };

interface Props {
  readonly view: PublishView;
  readonly editor: Editor;
  readonly tracker: SavedMapTracker;
  readonly countryName: string;
  readonly defaultName: string;
  onPublish(current: Publication | null, name: string): void;
  onUnpublish(current: Publication): void;
  onSaveFirst(): void;
  onClose(): void;
}

/** The Publish dialog: publish (saving first), then the link and the embed code to copy, update, unpublish. */
export function PublishDialog(props: Props) {
  return (
    <ModalDialog
      open={props.view.kind !== 'closed'}
      onClose={props.onClose}
      labelledBy="publish-title"
      testId="publish-dialog"
    >
      {props.view.kind !== 'closed' && <PublishBody {...props} />}
    </ModalDialog>
  );
}

function PublishBody({
  view,
  editor,
  tracker,
  countryName,
  defaultName,
  onPublish,
  onUnpublish,
  onSaveFirst,
  onClose,
}: Props) {
  const { t } = useTranslation('dialogs');
  const state = useSyncExternalStore(tracker.subscribe, () => tracker.state);
  const [name, setName] = useState(defaultName);
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);
  const publication = view.kind === 'ready' ? view.publication : null;
  const needsName = !state.link && publication === null;
  const doc = editor.document;

  return (
    <div className="account-dialog__body publish-dialog" aria-busy={state.busy || view.kind === 'loading'}>
      <h2 id="publish-title">{t('publish.title')}</h2>
      {view.kind === 'loading' ? (
        <p>{t('publish.checking')}</p>
      ) : publication ? (
        <>
          <p role="status" data-testid="publish-status">
            {publicationIsCurrent(publication, state, doc) ? t('publish.current') : t('publish.behind')}
          </p>
          <CopyField
            id="publish-link"
            label={t('publish.link')}
            value={publicationUrl(publication)}
            copyLabel={t('publish.copyLink')}
            extra={
              <a href={publication.path} target="_blank" rel="noopener noreferrer">
                {t('publish.open')}
              </a>
            }
          />
          <CopyField
            id="publish-embed"
            label={t('publish.embed')}
            multiline
            value={embedSnippet({
              url: publicationUrl(publication),
              title: doc.title.text.trim() || t('publish.mapOf', { country: countryName }),
              frame: doc.frame,
            })}
            copyLabel={t('publish.copyEmbed')}
          />
          <p className="publish-dialog__hint">{t('publish.embedHint')}</p>
        </>
      ) : (
        <>
          <p>{t('publish.intro')}</p>
          {needsName && (
            <>
              <p>{t('publish.savedFirst')}</p>
              <label htmlFor="publish-name">{t('publish.name')}</label>
              <input
                id="publish-name"
                value={name}
                maxLength={MAX_MAP_NAME_LENGTH}
                onChange={(e) => setName(e.target.value)}
              />
            </>
          )}
        </>
      )}
      {view.kind === 'ready' && view.error && (
        <p role="alert" className="publish-dialog__error">
          {view.error}
        </p>
      )}
      <div className="account-dialog__buttons">
        {view.kind === 'ready' && view.saveFirst ? (
          <button type="button" className="button button--primary" onClick={onSaveFirst}>
            {t('account.saveTitle')}
          </button>
        ) : null}
        {publication &&
          (confirmUnpublish ? (
            <button
              type="button"
              className="button publish-dialog__danger"
              disabled={state.busy}
              onClick={() => {
                setConfirmUnpublish(false);
                onUnpublish(publication);
              }}
            >
              {t('publish.confirmUnpublish')}
            </button>
          ) : (
            <button
              type="button"
              className="button"
              disabled={state.busy}
              onClick={() => setConfirmUnpublish(true)}
            >
              {t('publish.unpublish')}
            </button>
          ))}
        <button type="button" className="button" onClick={onClose}>
          {publication ? t('close') : t('cancel')}
        </button>
        {view.kind === 'ready' && !(publication && publicationIsCurrent(publication, state, doc)) && (
          <button
            type="button"
            className="button button--primary"
            disabled={state.busy || (needsName && name.trim() === '')}
            onClick={() => onPublish(publication, name.trim())}
          >
            {publication ? t('publish.changes') : t('publish.title')}
          </button>
        )}
      </div>
    </div>
  );
}

/** A read-only field with a button that copies its text (and selects it, for a manual copy). */
function CopyField({
  id,
  label,
  value,
  copyLabel,
  multiline = false,
  extra,
}: {
  id: string;
  label: string;
  value: string;
  copyLabel: string;
  multiline?: boolean;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('dialogs');
  const [copied, setCopied] = useState(false);
  const copy = () => {
    const field = document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement | null;
    field?.select();
    navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className="publish-dialog__field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea id={id} value={value} readOnly rows={4} onFocus={(e) => e.target.select()} />
      ) : (
        <input id={id} value={value} readOnly onFocus={(e) => e.target.select()} />
      )}
      <div className="publish-dialog__field-actions">
        <button type="button" className="button" onClick={copy}>
          {copyLabel}
        </button>
        {copied && <span role="status">{t('publish.copied')}</span>}
        {extra}
      </div>
    </div>
  );
}
