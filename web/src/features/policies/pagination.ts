/** Policy forms are listed 5 to a page, with at most 5 page links (doc 1 §2, §9). */
export const DOCUMENTS_PER_PAGE = 5;
export const MAX_PAGE_LINKS = 5;

/** How many pages `total` items fill; an empty list still has one (empty) page. */
export function pageCount(total: number, perPage = DOCUMENTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The items of 1-based `page`, the page clamped into range. */
export function pageItems<T>(items: readonly T[], page: number, perPage = DOCUMENTS_PER_PAGE): T[] {
  const current = clampPage(page, pageCount(items.length, perPage));
  return items.slice((current - 1) * perPage, current * perPage);
}

export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, pages));
}

/**
 * The page numbers to link: at most `maxLinks`, a window that keeps the current page in the
 * middle where it can and slides against either end.
 */
export function pageLinks(page: number, pages: number, maxLinks = MAX_PAGE_LINKS): number[] {
  const total = Math.max(1, pages);
  const current = clampPage(page, total);
  const count = Math.min(maxLinks, total);
  let first = current - Math.floor(count / 2);
  first = Math.max(1, Math.min(first, total - count + 1));
  return Array.from({ length: count }, (_, i) => first + i);
}
