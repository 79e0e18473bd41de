import { policyIconKind } from '../policyDisplay';

const PATHS: Record<string, string> = {
  car: 'M5 11l1.5-4.5A2 2 0 0 1 8.4 5h7.2a2 2 0 0 1 1.9 1.5L19 11M5 11h14a1 1 0 0 1 1 1v4h-2M5 11a1 1 0 0 0-1 1v4h2m0 0a2 2 0 1 0 4 0m-4 0a2 2 0 1 1 4 0m0 0h4m0 0a2 2 0 1 0 4 0m-4 0a2 2 0 1 1 4 0',
  home: 'M3 11l9-7 9 7M5 9.5V20h5v-6h4v6h5V9.5',
  barn: 'M3 10l4-6h10l4 6M4 10v10h16V10M9 20v-6h6v6M9 14l6 6M15 14l-6 6',
  generic: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6',
};

/** The policy type picture of doc 1 §2 (car, home, barn, none for ACC, generic otherwise). */
export function PolicyIcon({ policyNumber, size = 28 }: { policyNumber: string; size?: number }) {
  const kind = policyIconKind(policyNumber);
  // Never squeezed by a long nickname beside it.
  if (kind === 'none') return <span style={{ display: 'inline-block', width: size, flexShrink: 0 }} aria-hidden />;
  return (
    <svg
      style={{ flexShrink: 0 }}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      data-icon={kind}
    >
      <path d={PATHS[kind]} />
    </svg>
  );
}
