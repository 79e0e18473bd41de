/** Page titles the route files need for the document title, apart from the (lazily loaded) pages. */
export const CONFIRM_TITLE = 'Email Confirmation';
export const CHANGE_TITLE = 'Email Change Confirmation';
