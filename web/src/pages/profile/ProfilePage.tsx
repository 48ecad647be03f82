import { PageLayout } from '../../components/PageLayout';
import { PageMeta } from '../../components/PageMeta';
import { useSession } from '../../session/session';

/** The part of the email before the @, or 'User' when signed out (spec). */
export function welcomeName(email: string | undefined): string {
  if (!email) return 'User';
  const at = email.indexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}

export default function ProfilePage() {
  const { currentUser } = useSession();
  return (
    <PageLayout nav="profile">
      <PageMeta
        title="Your profile – Mapwright"
        description="Sign up or log in to download your maps, and choose the Le Journaliste plan for unlimited downloads."
        path="/Profile"
      />
      <section className="prose">
        <h1>Welcome, {welcomeName(currentUser?.email)}</h1>
      </section>
    </PageLayout>
  );
}
