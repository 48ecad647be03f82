import { PageLayout } from '../../components/PageLayout';
import { PageMeta } from '../../components/PageMeta';

export default function AboutPage() {
  return (
    <PageLayout nav="about">
      <PageMeta
        title="About Mapwright"
        description="What Mapwright is, how plans, payments and refunds work, and how to reach us."
        path="/About"
      />
      <article className="prose">
        <h1>About Mapwright</h1>
        <p>
          Mapwright makes custom maps of 34 countries for presentations, research and media posts: colour
          states and districts with clicks, annotate them, show data on them and download them in print
          quality.
        </p>
        <p>Sign-in is handled by our own account service; your password is never shared with anyone else.</p>
      </article>
    </PageLayout>
  );
}
