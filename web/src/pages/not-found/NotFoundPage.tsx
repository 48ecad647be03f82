import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import './NotFoundPage.css';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <main className="not-found">
      <h1 className="not-found__title">{t('notFound.title')}</h1>
      <p className="not-found__text">{t('notFound.text')}</p>
      {/* replace: the dead address leaves the history, so Back does not return to it */}
      <button
        type="button"
        className="button button--primary"
        onClick={() => navigate('/', { replace: true })}
      >
        {t('notFound.home')}
      </button>
    </main>
  );
}
