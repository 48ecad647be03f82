import type { ReactNode } from 'react';
import type { CustomCountry } from '@mapwright/core/custom/build';

/**
 * The level as built: how many divisions (in how many groups, when the user grouped them), what was
 * repaired, their shapes and names; the groups' borders drawn over the divisions'.
 */
export function BuiltPreview({
  fileName,
  country,
  children,
}: {
  fileName: string;
  country: CustomCountry;
  /** What to do with them, under the count and above the drawing. */
  children?: ReactNode;
}) {
  const { level1, level2 } = country.projected;
  const level = level2 ?? level1;
  const divisions = level?.divisions ?? [];
  const groups = level2 ? (level1?.divisions.length ?? 0) : undefined;
  const { width, height } = country.projected.space;
  const plural = (n: number, word: string) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;
  return (
    <section className="custom__built" aria-label="Your boundaries">
      <p role="status">
        {fileName}: {plural(divisions.length, 'division')}
        {groups === undefined ? '' : ` in ${plural(groups, 'group')}`}.
        {country.repairedRings > 0 ? ` ${plural(country.repairedRings, 'invalid ring')} repaired.` : ''}
        {country.droppedSlivers > 0 ? ` ${plural(country.droppedSlivers, 'sliver')} left out.` : ''}
      </p>
      {children}
      <svg
        className="custom__preview"
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label="The divisions"
      >
        {divisions.map((d) => (
          <path key={d.id} d={d.d} data-division={d.id}>
            <title>{d.name}</title>
          </path>
        ))}
        <path className="custom__borders" d={level?.borders ?? ''} />
        {level2 ? (
          <path className="custom__borders custom__borders--groups" d={level1?.borders ?? ''} />
        ) : null}
      </svg>
      <ol className="custom__names">
        {divisions.map((d) => (
          <li key={d.id}>
            {d.name}
            {d.code === undefined ? null : <span className="custom__code"> {d.code}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
