import { formatApiError, UNEXPLAINED_REFUSAL, type ApiErrorBody } from "../../shared/api-error";
import { clientStrings } from "../i18n/strings";

/** A failed API call, with the text SPEC §8 shows under the form. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    /** A 429's Retry-After, in seconds (null if none). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(messageOf(status, body));
  }
}

/**
 * No answer from the API: no network (or a request given up), or a server that failed. Asking
 * again later may help; a refusal (4xx) is an answer, and asking again cannot change it.
 */
export const isUnreachable = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError && (error.status === 0 || error.status >= 500);

/**
 * The refusal's own words (the server writes them in the page's language); else ours: no
 * connection, or SPEC §8's general failure.
 */
function messageOf(status: number, body: ApiErrorBody | null): string {
  const said = body ? formatApiError(body) : UNEXPLAINED_REFUSAL;
  if (said !== UNEXPLAINED_REFUSAL) return said;
  const t = pageStrings();
  if (!t) return status === 0 && !body ? NO_CONNECTION : UNEXPLAINED_REFUSAL;
  return status === 0 && !body ? t.common.noConnection : t.common.somethingWentWrong;
}

/** English, where no page has given its strings (a unit test); the page's words otherwise. */
const NO_CONNECTION = "No connection. Check your network and try again.";

function pageStrings() {
  try {
    return clientStrings();
  } catch {
    return null;
  }
}
