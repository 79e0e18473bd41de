/** The caller of a signed-in request (request.user), taken from a verified access token. */
export interface AuthenticatedUser {
  userId: string;
  /** The session family (claim `sid`); logout and password changes revoke it. */
  sessionId: string;
  isAdmin: boolean;
  /** Policy numbers of the token, without the `admin` marker. */
  policies: string[];
  email: string;
  /**
   * The staff member acting as this customer (the back office's login-as; claim `act.sub`, RFC
   * 8693 actor), or undefined for the customer's own session. Only the server mints such a
   * token; the payment agent flags (bypass checks) are honoured only when it is set.
   */
  actingStaffId?: string;
  /** The acting staff member's email (claim `act.email`), with actingStaffId. */
  actingStaffEmail?: string;
}
