import type { Context } from "hono";
import type { z } from "zod";
import { isAcceptedGameCode, isWellFormedGameCode, normalizeGameCode } from "../../shared/game-code";
import { Refusal, refusal } from "../../shared/refusal";

/**
 * Turning request input into checked values. Input of the wrong JSON type is a 400;
 * well-typed input that breaks a rule (missing, too long, blank) is a 422. Either way the
 * handler never runs, so nothing is written.
 */

export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  let wrongType = false;
  for (const issue of result.error.issues) {
    // A missing field is a rule broken (required), not a value of the wrong type.
    if (issue.code === "invalid_type" && issue.input !== undefined) wrongType = true;
    const field = issue.path.length > 0 ? issue.path.join(".") : "body";
    (errors[field] ??= []).push(issue.message);
  }
  if (wrongType) throw new Refusal("malformed", "INVALID_TYPE", errors);
  throw new Refusal("invalid", "VALIDATION_FAILED", errors);
}

export async function readJsonBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.output<Schema>> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw refusal("malformedJson");
  }
  return parseInput(schema, body);
}

/**
 * A game code from the URL's `field`, forgiving of case and spaces; one that cannot exist
 * is simply not found.
 */
export function gameCodeParam(raw: string | undefined, field = "code"): string {
  const code = normalizeGameCode(raw ?? "");
  if (!isAcceptedGameCode(code)) throw refusal("gameNotFound").inField(field);
  return code;
}

/** A player's code from a URL (the game code's alphabet and length); any other is not found. */
export function playerCodeParam(raw: string | undefined): string {
  const code = normalizeGameCode(raw ?? "");
  if (!isWellFormedGameCode(code)) throw refusal("playerNotFound");
  return code;
}

/** An entry id from a URL: a positive whole number, else the entry is simply not found. */
export function entryIdParam(raw: string | undefined): number {
  const id = /^[1-9][0-9]{0,15}$/.test(raw ?? "") ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw refusal("entryNotFound");
  return id;
}

/** A paper seat's id from a URL (docs/decisions/032-paper-seats.md): a positive whole number, else no such card. */
export function seatIdParam(raw: string | undefined): number {
  const id = /^[1-9][0-9]{0,15}$/.test(raw ?? "") ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw refusal("seatNotFound");
  return id;
}
