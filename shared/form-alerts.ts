import type { z } from "zod";

/**
 * Marks the issues SPEC §5 calls "not filled in": a required field left blank, a game code
 * that is not 8 characters (the schemas in `api-schemas.ts` set it). The web app's forms
 * send nothing then and say what is missing next to the field, in words of its own
 * (app/forms/form-problem.ts), never in a pop-up; every other issue's message is said as the
 * API would answer it. No zod at run time here: the forms load the schemas only when submitted.
 */
export const UNFILLED = { unfilled: true } as const;

export function isUnfilled(issue: z.core.$ZodIssue): boolean {
  return issue.code === "custom" && issue.params?.unfilled === true;
}

/**
 * SPEC §5's alerts of the forms whose fields are not filled in, kept for the words' table
 * (shared/i18n); the web app now names the field's own problem beside it instead.
 */
export const FORM_ALERTS = {
  createGame: "Please fill in all required fields",
  joinGame: "Please fill in all fields",
} as const;
