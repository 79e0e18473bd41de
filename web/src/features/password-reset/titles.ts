/** Page titles the route files need for the document title, apart from the (lazily loaded) pages. */
export const FORGOT_TITLE = 'Forgot Password';
export const RESET_TITLE = 'Reset Password';
