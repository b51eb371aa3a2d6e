/**
 * The answer to a call past an abuse limit (docs/api.md, 429): the documented error shape
 * with the code RATE_LIMITED and a message the web app shows as it is, calmly, without the
 * code in front (app/api/api-client.ts).
 */
export const RATE_LIMITED = "RATE_LIMITED";

export function rateLimitedMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds <= 10) return "Lots going on right now. Please wait a few seconds and try again.";
  if (retryAfterSeconds <= 60) return "Lots going on right now. Please wait a minute and try again.";
  return "Too many free games have been made from this network today. Please try again tomorrow.";
}
