import { redirect } from "react-router";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, supportedLanguage } from "../../shared/languages";
import type { Route } from "./+types/language";

/** Where to go back to: a path of this site, never another's (`//evil.example`). */
function ownPath(value: FormDataEntryValue | null): string {
  const path = typeof value === "string" ? value : "";
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") ? path : "/";
}

/**
 * The menu's language switch (app/components/language-choice.tsx): remembers the choice for
 * a year and sends the person back to the page they were on, now rendered in that language.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const language = supportedLanguage(String(form.get("language") ?? ""));
  if (!language) throw new Response("Unknown language", { status: 400 });
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return redirect(ownPath(form.get("returnTo")), {
    status: 303,
    headers: {
      "Set-Cookie": `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`,
    },
  });
}

/** A visit without the form (a bookmark, say) goes home. */
export const loader = () => redirect("/");
