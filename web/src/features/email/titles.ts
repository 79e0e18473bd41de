/** Page titles the route files need for the document title, apart from the (lazily loaded) pages; the pages show the catalogue's (email.confirm.title, email.change.title). */
export const CONFIRM_TITLE = 'Email Confirmation';
export const CHANGE_TITLE = 'Email Change Confirmation';
