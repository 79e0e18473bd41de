/**
 * The Harbor Mutual mark of the header, drawn inline: the same shapes as public/favicon.svg
 * (scripts/render-icons.cjs draws both; BrandMark.test.tsx fails if they differ). An
 * `<img src="/favicon.svg">` costs a page its own SVG document each time the element is created
 * (the prerendered picture, then React's header: 5-20 ms of a phone's main thread each, issue 10);
 * inline, it is a few more elements of the page.
 */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width={36} height={36} className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#173352" />
      <path d="M32 9.5 L50.5 16 V30.5 C50.5 42.5 42.6 51.2 32 55.5 C21.4 51.2 13.5 42.5 13.5 30.5 V16 Z" fill="#ffffff" />
      <path
        d="M16.2 37.2 C20.4 34.4 24.6 34.4 28.8 37.2 C33 40 37.2 40 41.4 37.2 C43.9 35.5 46.1 35 47.9 35.3 C46.6 41.7 42.6 47.6 36.4 51.6 C33.8 53.2 32 53.9 32 53.9 C26.8 51.9 22.1 48.2 19.2 43.6 C17.8 41.6 16.8 39.5 16.2 37.2 Z"
        fill="#2e9f97"
      />
      <path
        d="M20 44 C23.2 41.8 25.5 41.8 29 44 C32.5 46.2 36 46.2 39.5 44 C41.3 42.9 43 42.5 44.4 42.6"
        stroke="#9dd9d4"
        strokeWidth="2.2"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M28.9 35 L30.2 22.6 H33.8 L35.1 35 Z" fill="#173352" />
      <rect x="28.6" y="21" width="6.8" height="1.9" rx="0.6" fill="#173352" />
      <rect x="30.1" y="17.4" width="3.8" height="3.6" rx="0.5" fill="#2e9f97" />
      <path d="M29.4 17.6 L32 14.6 L34.6 17.6 Z" fill="#173352" />
    </svg>
  );
}
