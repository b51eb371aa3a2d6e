import { MESSAGES } from "../../shared/i18n/all-messages";
import { translateMessage } from "../../shared/i18n/translate-message";
import { requestLanguage } from "../../shared/languages";
import type { ApiErrorBody } from "../../shared/api-error";

/**
 * An API refusal in the caller's language: the rules speak English where they
 * are stated, and their answer is said here, once, in the language the caller's pages use
 * (their choice, else Accept-Language). Codes never change; only the messages people read do.
 */
export async function inRequestLanguage(request: Request, response: Response): Promise<Response> {
  // Most answers (every mark or join that succeeds) say nothing in words: they go as they
  // are, without reading the caller's language first.
  if (response.status < 400 || !response.headers.get("Content-Type")?.startsWith("application/json")) return response;
  const language = requestLanguage(request.headers);
  const headers = new Headers(response.headers);
  headers.append("Vary", "Accept-Language, Cookie");
  headers.set("Content-Language", language);
  if (language === "en") return new Response(response.body, { status: response.status, headers });
  const body = (await response.json()) as ApiErrorBody;
  const errors = Object.fromEntries(
    Object.entries(body.errors ?? {}).map(([field, texts]) => [
      field,
      texts.map((text) => translateMessage(text, MESSAGES.en, MESSAGES[language])),
    ]),
  );
  headers.delete("Content-Length");
  return new Response(JSON.stringify({ ...body, errors }), { status: response.status, headers });
}
