import { alternatesOf, canonicalOf } from '@mapwright/core/api/page-meta';
import { useLanguage } from '../i18n/format';
import { visitLanguage } from '../i18n/visitLanguage';

/**
 * Title, description, canonical link and hreflang alternates of a page, in the language shown. React 19
 * hoists these elements into <head> and removes them when the page unmounts, so each page owns its
 * metadata without a head manager. The server sends the same for crawlers (main.tsx drops its copies).
 */
export function PageMeta({ title, description, path }: { title: string; description: string; path: string }) {
  const language = useLanguage();
  const origin = window.location.origin;
  // A visit opened in a language names that version; the bare address is the reader's own choice.
  const canonical = canonicalOf(origin, path, visitLanguage() ? language : null);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {alternatesOf(origin, path).map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
    </>
  );
}
