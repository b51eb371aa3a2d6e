import type { z } from "zod";
import { isUnfilled } from "../../shared/form-alerts";
import { isChunkLoadError, isMissingOffline } from "../chunks/chunk-failure";
import { clientStrings } from "../i18n/strings";
import { INITIAL, problemMessage, type FormStatus } from "./form-status";
import { loadSchemas, type Schemas } from "./load-schemas";



export interface FormActionOptions<S extends FormStatus = FormStatus> {
  /**
   * The fields that say their own problem next to them (aria-describedby): a field left empty
   * (SPEC §5: nothing is sent then), a refused value, or a refusal of the API that names it.
   * Any other problem is said under the form. Never a pop-up.
   */
  inline?: readonly string[];
  /** SPEC §5, an entry: when a field is left empty nothing is sent, and nothing is said. */
  quietWhenUnfilled?: boolean;
  /** How a failure reads under the form (an API error's own text unless said otherwise). */
  toMessage?: (error: unknown) => string;
  /** Fields the screen adds to what was typed (the practice join's game code). */
  fields?: Record<string, unknown>;
  /**
   * When the schemas cannot be loaded (the phone went offline before they came): what to do with
   * the fields as typed, for a form whose sending keeps them until the server, which checks
   * everything, has them (Add Entry). Without it the form says there is no connection when the
   * browser is offline, the screen staying; online it is the chunk-load error, whose Reload helps.
   */
  unchecked?: (typed: Record<string, unknown>) => Promise<Response | S | FormStatus>;
}

/**
 * The body of every form's clientAction: the form is read with the API's own schema (so the
 * form and the server agree on every limit and message), then `work` runs with the result.
 * A redirect it returns or throws goes on to the router; every other failure is the error
 * shown next to its field or under the form, and a schema problem is shown without anything
 * being sent.
 */
export async function handleForm<T extends z.ZodType, S extends FormStatus = FormStatus>(
  request: Request,
  pickSchema: (schemas: Schemas) => T,
  /** `typed`: the form's fields as sent, those the API's schema does not take included (the screen's own). */
  work: (data: z.output<T>, typed: Record<string, unknown>) => Promise<Response | S>,
  { inline = [], quietWhenUnfilled = false, toMessage = problemMessage, fields, unchecked }: FormActionOptions<S> = {},
): Promise<Response | S | FormStatus> {
  const typed = { ...Object.fromEntries(await request.formData()), ...fields };
  let schemas: Schemas;
  try {
    schemas = await loadSchemas();
  } catch (error) {
    if (unchecked && isChunkLoadError(error)) return unchecked(typed);
    return missingFileProblem(error);
  }
  const result = pickSchema(schemas).safeParse(typed);
  if (!result.success) {
    if (quietWhenUnfilled && result.error.issues.some(isUnfilled)) return INITIAL;
    try {
      const { formProblem } = await import("./form-problem");
      return formProblem(result.error.issues, typed, inline);
    } catch (error) {
      return missingFileProblem(error);
    }
  }
  try {
    return await work(result.data, typed);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isChunkLoadError(error)) return missingFileProblem(error);
    // Without the file that finds the refusal's field, the refusal is said under the form.
    const problemFile = await import("./form-problem").catch(() => null);
    return { status: "error", body: toMessage(error), field: problemFile?.refusedField(error, inline) };
  }
}

/**
 * A file the form needed did not come (the schemas, a join's API code). Offline it is the
 * form's to say, the screen and what was typed staying: a reload cannot help then. Online it
 * is the chunk-load error, whose Reload brings it (WebKit keeps a failed file for the page's
 * life: docs/decisions/038). Anything else goes on as it was thrown.
 */
function missingFileProblem(error: unknown): FormStatus {
  if (isMissingOffline(error)) return { status: "error", body: clientStrings().common.noConnection };
  throw error;
}
