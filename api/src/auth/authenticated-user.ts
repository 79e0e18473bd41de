/** The caller of a signed-in request (request.user), taken from a verified access token. */
export interface AuthenticatedUser {
  userId: string;
  /** The session family (claim `sid`); logout and password changes revoke it. */
  sessionId: string;
  isAdmin: boolean;
  /** Policy numbers of the token, without the `admin` marker. */
  policies: string[];
  email: string;
  /** The session was started with a second factor (claim `amr` names one, RFC 8176); staff calls need it. */
  secondFactor?: boolean;
  /**
   * The staff member acting as this customer (the back office's login-as; claim `act.sub`, RFC
   * 8693 actor), or undefined for the customer's own session. Only the server mints such a
   * token; the payment agent flags (bypass checks) are honoured only when it is set.
   */
  actingStaffId?: string;
  /** The acting staff member's email (claim `act.email`), with actingStaffId. */
  actingStaffEmail?: string;
  /** The user's language (claim `locale`, issue 17): the reply's messages are written in it. */
  locale?: string;
}
