/**
 * The one error shape of the v1 API (DESIGN.md, Server rules):
 * `{ "code": "SNAKE_CASE", "errors": { "field": ["message"] } }`.
 */
export interface ApiErrorBody {
  code: string;
  errors: Record<string, string[]>;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Partial<ApiErrorBody>;
  return (
    typeof candidate.code === "string" &&
    typeof candidate.errors === "object" &&
    candidate.errors !== null
  );
}

/**
 * SPEC §8: a response with a code shows '{code}: {errors}', otherwise the
 * messages per field are joined with ', '.
 */
export function formatApiError(body: ApiErrorBody): string {
  const messages = Object.values(body.errors).flat().join(", ");
  if (!body.code) return messages;
  return messages ? `${body.code}: ${messages}` : body.code;
}
