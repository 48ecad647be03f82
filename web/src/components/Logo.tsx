/**
 * The Mapwright mark: a folded map. Drawn inline so it shows before any asset loads (the spinner uses it).
 * With an empty title it is decoration (the link or text beside it names things) and hidden from
 * assistive technology; an image role without a name is an error (axe svg-img-alt).
 */
export function Logo({ size = 32, title = 'Mapwright' }: { size?: number; title?: string }) {
  const name = title === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': title };
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" {...name}>
      <rect width="64" height="64" rx="14" fill="#0f2a3d" />
      <path
        d="M14 46 L14 20 L26 14 L38 20 L50 14 L50 40 L38 46 L26 40 Z"
        fill="none"
        stroke="#f4c95d"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M26 14 V40 M38 20 V46" stroke="#f4c95d" strokeWidth="3" />
    </svg>
  );
}
