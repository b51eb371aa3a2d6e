import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody } from "../../shared/api-error";

/**
 * Thrown anywhere in a handler; the API's error handler turns it into the one
 * documented error shape with its status.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(code);
  }

  toBody(): ApiErrorBody {
    return { code: this.code, errors: this.errors };
  }
}

export const unauthenticated = () =>
  new ApiError(401, "UNAUTHENTICATED", {
    authorization: ["A valid Firebase ID token is required as 'Authorization: Bearer <token>'."],
  });
