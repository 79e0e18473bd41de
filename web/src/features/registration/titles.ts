/** Page titles the route files need for the document title, apart from the (lazily loaded) pages. */
export const PAGE_TITLE = 'Registration';
