import type { z } from "zod";

/**
 * Marks the issues SPEC §5 calls "not filled in": a required field left blank, a game code
 * that is not 8 characters (the schemas in `api-schemas.ts` set it). The web app's forms
 * answer those with the form's alert below and send nothing; every other issue's message is
 * shown under the form, as the API would answer it. No zod at run time here: the forms
 * load the schemas only when submitted.
 */
export const UNFILLED = { unfilled: true } as const;

export function isUnfilled(issue: z.core.$ZodIssue): boolean {
  return issue.code === "custom" && issue.params?.unfilled === true;
}

/**
 * SPEC §5: the alerts of the forms whose fields are not filled in (an issue the schemas in
 * `api-schemas.ts` mark with `isUnfilled`); nothing is sent then.
 */
export const FORM_ALERTS = {
  createGame: "Please fill in all required fields",
  joinGame: "Please fill in all fields",
} as const;
