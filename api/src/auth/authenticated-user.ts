/** The caller of a signed-in request (request.user), taken from a verified access token. */
export interface AuthenticatedUser {
  userId: string;
  /** The session family (claim `sid`); logout and password changes revoke it. */
  sessionId: string;
  isAdmin: boolean;
  /** Policy numbers of the token, without the `admin` marker. */
  policies: string[];
  email: string;
}
