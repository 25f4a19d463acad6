/** The brand mark: a rising arrow on an indigo tile (decorative; the brand name is text beside it). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="logo-mark">
      <rect width="32" height="32" rx="8" fill="#4f46e5" />
      <path
        d="M8 22 L14 15 L18 18 L24 10"
        fill="none"
        stroke="#f8fafc"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M19 10 H24 V15"
        fill="none"
        stroke="#f59e0b"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
