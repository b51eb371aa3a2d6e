import type { z } from "zod";
import { authErrorMessage } from "../auth/auth-error-message";
import { clientStrings } from "../i18n/strings";
import { handleForm } from "./form-action";
import type { FormStatus } from "./form-status";
import type { Schemas } from "./load-schemas";

/** What an account form works with, loaded only when it is sent: Firebase stays out of the first load. */
export interface AuthTools {
  session: typeof import("../auth/session.client");
  firebase: typeof import("../auth/firebase-auth.client");
}

/**
 * The clientAction body of every account form (login, register, password help, reset and
 * change): `handleForm` with Firebase's session and auth functions at hand, and Firebase's
 * errors in words people understand.
 */
export function handleAuthForm<T extends z.ZodType, S extends FormStatus = FormStatus>(
  request: Request,
  pickSchema: (schemas: Schemas) => T,
  work: (data: z.output<T>, tools: AuthTools) => Promise<Response | S>,
) {
  return handleForm(
    request,
    pickSchema,
    async (data) => {
      const [session, firebase] = await Promise.all([
        import("../auth/session.client"),
        import("../auth/firebase-auth.client"),
      ]);
      return work(data, { session, firebase });
    },
    // Every account form's fields say their own problem beside them (auth-fields.tsx).
    { toMessage: (error) => authErrorMessage(error, clientStrings()), inline: ["email", "password", "currentPassword"] },
  );
}
