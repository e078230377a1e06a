/** The company's word mark; plus accounts get the '+' variant (SH-44). */
export function Logo({ name, color, isPlus = false }: { name: string; color: string; isPlus?: boolean }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontWeight: 700, fontSize: 20, color }}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
        <rect x="3" y="3" width="22" height="22" rx="6" fill={color} />
        <rect x="9" y="9" width="10" height="10" rx="2" fill="#fff" />
      </svg>
      {name}
      {isPlus ? '+' : ''}
    </span>
  );
}
