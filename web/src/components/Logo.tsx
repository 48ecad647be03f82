/** The Mapwright mark: a folded map. Drawn inline so it shows before any asset loads (the spinner uses it). */
export function Logo({ size = 32, title = 'Mapwright' }: { size?: number; title?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={title}>
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
