import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Refusal, RefusalKind } from "../../shared/refusal";

/** The one place where a kind of refusal becomes an HTTP status (docs/api.md, Errors). */
export const REFUSAL_STATUS: Record<RefusalKind, ContentfulStatusCode> = {
  malformed: 400,
  unauthenticated: 401,
  "payment-required": 402,
  forbidden: 403,
  "not-found": 404,
  "method-not-allowed": 405,
  conflict: 409,
  "too-large": 413,
  invalid: 422,
  "upgrade-required": 426,
  "too-many-requests": 429,
  unavailable: 503,
};

/** The refusal in the documented shape, with its status. */
export function answerRefusal(c: Context, refusal: Refusal, headers?: Record<string, string>) {
  return c.json(refusal.toBody(), REFUSAL_STATUS[refusal.kind], headers);
}
