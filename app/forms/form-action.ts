import type { z } from "zod";
import { isUnfilled } from "../../shared/form-alerts";
import { clientStrings } from "../i18n/strings";
import { INITIAL, problemMessage, type FormStatus } from "./form-status";

/** The API's payload schemas, loaded when a form is sent: zod stays out of the first load. */
export const loadSchemas = () => import("../../shared/api-schemas");

type Schemas = Awaited<ReturnType<typeof loadSchemas>>;


export interface FormActionOptions {
  /**
   * SPEC §5: when a field is not filled in, nothing is sent and this alert is raised ("":
   * none, as for an empty entry). Without it, the schema's message shows under the form.
   */
  unfilledAlert?: string;
  /** How a failure reads under the form (an API error's own text unless said otherwise). */
  toMessage?: (error: unknown) => string;
  /** Fields the screen adds to what was typed (the practice join's game code). */
  fields?: Record<string, unknown>;
}

/**
 * The body of every form's clientAction: the form is read with the API's own schema (so the
 * form and the server agree on every limit and message), then `work` runs with the result.
 * A redirect it returns or throws goes on to the router; every other failure is the error
 * shown under the form, and a schema problem is shown without anything being sent.
 */
export async function handleForm<T extends z.ZodType, S extends FormStatus = FormStatus>(
  request: Request,
  pickSchema: (schemas: Schemas) => T,
  work: (data: z.output<T>) => Promise<Response | S>,
  { unfilledAlert, toMessage = problemMessage, fields }: FormActionOptions = {},
): Promise<Response | S | FormStatus> {
  const typed = { ...Object.fromEntries(await request.formData()), ...fields };
  const result = pickSchema(await loadSchemas()).safeParse(typed);
  if (!result.success) {
    const { issues } = result.error;
    if (unfilledAlert !== undefined && issues.some(isUnfilled)) {
      if (unfilledAlert) window.alert(unfilledAlert);
      return INITIAL;
    }
    const first = issues[0]?.message;
    if (!first) return { status: "error", body: clientStrings().common.form.checkForm };
    const { sayInPageLanguage } = await import("../i18n/page-language-sayer");
    return { status: "error", body: sayInPageLanguage(first) };
  }
  try {
    return await work(result.data);
  } catch (error) {
    if (error instanceof Response) throw error;
    return { status: "error", body: toMessage(error) };
  }
}
