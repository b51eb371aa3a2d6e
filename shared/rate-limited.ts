/**
 * The answer to a call past an abuse limit (docs/api.md, 429): the documented error shape
 * with the code RATE_LIMITED and a message the web app shows as it is, calmly, without the
 * code in front (app/api/api-client.ts).
 */
import { messages } from "./i18n/en";

export const RATE_LIMITED = "RATE_LIMITED";

export function rateLimitedMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds <= 10) return messages.busy.fewSeconds;
  if (retryAfterSeconds <= 60) return messages.busy.minute;
  return messages.busy.freeGamesToday;
}

/** The refusal's body, as the API and the game's room both answer it (docs/api.md, 429). */
export function rateLimitedBody(retryAfterSeconds: number): { code: typeof RATE_LIMITED; errors: { request: string[] } } {
  return { code: RATE_LIMITED, errors: { request: [rateLimitedMessage(retryAfterSeconds)] } };
}
