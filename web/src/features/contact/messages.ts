/** The message when chat is off (doc 1 §2 Contact dialog, §8). Whether it is off is the API's decision (GET /api/contact). */
export const CHAT_UNAVAILABLE = "We're sorry. Chat is not available at this time.";
