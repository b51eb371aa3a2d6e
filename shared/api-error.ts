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

/** What a refusal without a message of its own shows: words, never its code. */
export const UNEXPLAINED_REFUSAL = "Something went wrong. Please try again.";

/**
 * What a refused call shows a person: its messages, per field joined with ', '. Never the
 * code: SPEC §8's '{code}: {errors}' put "GAME_LOCKED: …" in front of players, who need
 * words, not codes (docs/decisions/019-words-not-codes.md). Programs still read
 * the code from the body.
 */
export function formatApiError(body: ApiErrorBody): string {
  return Object.values(body.errors).flat().join(", ") || UNEXPLAINED_REFUSAL;
}
