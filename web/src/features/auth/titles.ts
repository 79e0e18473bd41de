/** The login page's title, for the route file and the /login entry (loginMain.tsx). */
export const LOGIN_TITLE = 'Log In';
