import type { ApiErrorBody } from "./api-error";

/**
 * What kind of "no" a refusal is. The domain says which rule was broken, never how HTTP
 * spells it: the API maps each kind to its status in one table (workers/api/refusal-status.ts).
 */
export type RefusalKind =
  | "malformed"
  | "unauthenticated"
  | "payment-required"
  | "forbidden"
  | "not-found"
  | "method-not-allowed"
  | "conflict"
  | "too-large"
  | "invalid"
  | "upgrade-required"
  | "too-many-requests"
  | "unavailable";

/**
 * A request the server will not carry out, with the one documented error shape
 * `{ code, errors: { field: [message] } }` (docs/api.md). Thrown by rules anywhere; nothing
 * has been written when it is.
 */
export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly code: string,
    readonly errors: Record<string, string[]>,
  ) {
    super(code);
  }

  toBody(): ApiErrorBody {
    return { code: this.code, errors: this.errors };
  }
}

/** The usual refusal: one field, one message. */
export function refuse(kind: RefusalKind, code: string, field: string, message: string): Refusal {
  return new Refusal(kind, code, { [field]: [message] });
}
