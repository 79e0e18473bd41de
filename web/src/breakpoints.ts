/**
 * The one mobile breakpoint of the product (doc 1 §2, doc 4 §2): a viewport 767 px wide or
 * narrower is a phone. Media queries use em so they follow the user's font-size setting.
 * Also feeds the CSS variables `$mobile` / `$desktop` (see vite.config.ts).
 */
export const MOBILE_MAX_WIDTH_PX = 767;

/** Pixels to em at the browser's 16 px default, the way Mantine's `em()` converts. */
export const em = (px: number): string => `${px / 16}em`;

/** Matches phones: viewport width 767 px or less. */
export const MOBILE_QUERY = `(width <= ${em(MOBILE_MAX_WIDTH_PX)})`;

/** Matches tablets and computers: viewport wider than 767 px (the header is fixed here). */
export const DESKTOP_QUERY = `(width > ${em(MOBILE_MAX_WIDTH_PX)})`;
