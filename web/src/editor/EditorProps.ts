import type { Country } from '@mapwright/core/countries/countries';

export interface EditorProps {
  readonly country: Country;
}
