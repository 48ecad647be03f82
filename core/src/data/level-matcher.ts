import type { ProjectedCountry } from '../geo/project';
import { DivisionMatcher } from './match';

/**
 * The matcher of one level's divisions of a projected map, as the editor's import and the server's
 * live refresh both build it: the country's alias table, and for the second level its parents (to read
 * a parent column or a qualifier).
 */
export function levelMatcher(
  projected: Pick<ProjectedCountry, 'level1' | 'level2'>,
  level: 1 | 2,
  country: string,
): DivisionMatcher {
  const divisions = (level === 1 ? projected.level1 : projected.level2)?.divisions ?? [];
  const parents = projected.level1?.divisions ?? [];
  return new DivisionMatcher(divisions, { country, level, ...(level === 2 && { parents }) });
}
