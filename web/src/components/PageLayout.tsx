import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import type { NavVariant } from './navigation';

/** A content page: its navigation-bar variant, the page, the footer. */
export function PageLayout({ nav, children }: { nav: NavVariant; children: ReactNode }) {
  return (
    <div className="page">
      <NavBar variant={nav} />
      <main className="page__main" id="main">
        {children}
      </main>
      <Footer />
    </div>
  );
}
