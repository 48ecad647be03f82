import { useNavigate } from 'react-router';
import './NotFoundPage.css';

export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <main className="not-found">
      <h1 className="not-found__title">PAGE NOT FOUND</h1>
      <p className="not-found__text">There is no page at this address.</p>
      {/* replace: the dead address leaves the history, so Back does not return to it */}
      <button
        type="button"
        className="button button--primary"
        onClick={() => navigate('/', { replace: true })}
      >
        HOME
      </button>
    </main>
  );
}
