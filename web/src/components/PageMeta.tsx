/**
 * Title, description and canonical link of a page. React 19 hoists these elements into <head> and removes
 * them when the page unmounts, so each page owns its metadata without a head manager.
 */
export function PageMeta({ title, description, path }: { title: string; description: string; path: string }) {
  const canonical = new URL(path, window.location.origin).href;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
    </>
  );
}
