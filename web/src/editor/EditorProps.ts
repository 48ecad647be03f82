import type { Country } from '../../../core/src/countries/countries';

export interface EditorProps {
  readonly country: Country;
}
