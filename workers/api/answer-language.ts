import { MESSAGES } from "../../shared/i18n/all-messages";
import { translateMessage } from "../../shared/i18n/translate-message";
import { requestLanguage, type Language } from "../../shared/languages";
import type { ApiErrorBody } from "../../shared/api-error";

/** What an answer in the caller's language varies with: a cache must keep each language's apart. */
export const ANSWER_LANGUAGE_VARY = "Accept-Language, Cookie";

/**
 * A refusal's body said in `language`: the rules speak English where they are stated, and
 * their messages are said here, once. Codes never change; only the messages people read do.
 */
export function errorBodyIn<Body extends ApiErrorBody>(body: Body, language: Language): Body {
  if (language === "en") return body;
  const errors = Object.fromEntries(
    Object.entries(body.errors ?? {}).map(([field, texts]) => [
      field,
      texts.map((text) => translateMessage(text, MESSAGES.en, MESSAGES[language])),
    ]),
  );
  return { ...body, errors };
}

/**
 * An API refusal in the caller's language (their pages' choice, else Accept-Language): the
 * refusal made by a rule in English, said again. A refusal made in the caller's language
 * already (a 429: rate-limit.ts, made thousands of times in a flood) says so with its
 * Content-Language and goes as it is.
 */
export async function inRequestLanguage(request: Request, response: Response): Promise<Response> {
  // Most answers (every mark or join that succeeds) say nothing in words: they go as they
  // are, without reading the caller's language first.
  if (response.status < 400 || response.headers.has("Content-Language")) return response;
  if (!response.headers.get("Content-Type")?.startsWith("application/json")) return response;
  const language = requestLanguage(request.headers);
  const headers = new Headers(response.headers);
  headers.append("Vary", ANSWER_LANGUAGE_VARY);
  headers.set("Content-Language", language);
  if (language === "en") return new Response(response.body, { status: response.status, headers });
  const body = errorBodyIn((await response.json()) as ApiErrorBody, language);
  headers.delete("Content-Length");
  return new Response(JSON.stringify(body), { status: response.status, headers });
}
