import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/PageLayout';
import { PageMeta } from '../../components/PageMeta';
import { AboutSidebar } from './AboutSidebar';
import { BehindTheScenes, Contact, Donations, Features, Introduction, Policy } from './AboutSections';
import './AboutPage.css';

/**
 * /About: the sidebar (Introduction, Features, Donations, BTS, Policy, Contact) beside six sections,
 * each at least as tall as its scroll band (AboutPage.css), so that scrolling reaches every band.
 */
export default function AboutPage() {
  const { t } = useTranslation('about');
  return (
    <PageLayout nav="about">
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/About" />
      <div className="about">
        <AboutSidebar />
        <div className="about__content">
          <Introduction />
          <Features />
          <Donations />
          <BehindTheScenes />
          <Policy />
          <Contact />
        </div>
      </div>
    </PageLayout>
  );
}
