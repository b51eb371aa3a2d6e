import type { z } from "zod";
import { isUnfilled } from "../../shared/form-alerts";
import { normalizeTypedGameCode } from "../../shared/typed-game-code";
import { plural } from "../i18n/format";
import { sayInPageLanguage } from "../i18n/page-language-sayer";
import { clientLanguage, clientStrings } from "../i18n/strings";
import type { FormStatus } from "./form-status";

/**
 * What a form says when the schema refused what was typed, and next to which field (never a
 * pop-up): a field left empty or a code of the wrong length in words that name the real
 * problem, anything else in the schema's own words. `inline`: the fields that show their own
 * problem; any other is said under the form. Loaded only when a form has something to say.
 */
export function formProblem(issues: readonly z.core.$ZodIssue[], typed: Record<string, unknown>, inline: readonly string[]): FormStatus {
  const t = clientStrings().common.form;
  const issue = issues[0];
  const name = issue?.path[0];
  const field = typeof name === "string" && inline.includes(name) ? name : undefined;
  if (!issue) return { status: "error", body: t.checkForm };
  const said = issue.message ? sayInPageLanguage(issue.message) : t.checkForm;
  if (field && isUnfilled(issue)) return { status: "error", field, body: unfilledProblem(field, typed) ?? said };
  return { status: "error", field, body: said };
}

function unfilledProblem(field: string, typed: Record<string, unknown>): string | undefined {
  const problems = clientStrings().common.form.problems;
  if (field === "code") {
    const code = normalizeTypedGameCode(String(typed.code ?? ""));
    return code ? plural(clientLanguage(), code.length, problems.codeLength) : problems.code;
  }
  return field === "screenName" || field === "gameName" ? problems[field] : undefined;
}

/** The field a refusal of the API names, when the form shows that field's problem beside it. */
export function refusedField(error: unknown, inline: readonly string[]): string | undefined {
  const errors = (error as { body?: { errors?: Record<string, unknown> } | null }).body?.errors;
  const named = errors ? Object.keys(errors)[0] : undefined;
  return named && inline.includes(named) ? named : undefined;
}
