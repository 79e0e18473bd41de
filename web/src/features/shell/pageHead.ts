export const BRAND_NAME = 'Harbor Mutual';

/** Route `head` for a screen: the document title names the screen, then the brand. */
export function pageHead(title: string) {
  return { meta: [{ title: `${title} | ${BRAND_NAME}` }] };
}
