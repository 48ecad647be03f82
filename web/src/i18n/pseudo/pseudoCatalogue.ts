import { pseudoMessage } from './pseudoMessage';

type Catalogue = { readonly [key: string]: string | Catalogue };

function pseudoCatalogueOf(catalogue: Catalogue): Catalogue {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudoMessage(value) : pseudoCatalogueOf(value),
    ]),
  );
}

/**
 * A namespace in the pseudo-locale, generated from the English catalogue of that namespace as it is
 * in this build: every namespace there is (a new one included) has its pseudo form, and none is kept
 * in the repository to fall out of date.
 */
export async function pseudoCatalogue(ns: string): Promise<Catalogue> {
  const english = (await import(`../locales/en/${ns}.json`)) as { default: Catalogue };
  return pseudoCatalogueOf(english.default);
}
