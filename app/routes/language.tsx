import { redirect } from "react-router";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, supportedLanguage } from "../../shared/languages";
import { sameSitePath } from "../../shared/same-site-path";
import type { Route } from "./+types/language";

/**
 * The menu's language switch (app/components/language-choice.tsx): remembers the choice for
 * a year and sends the person back to the page they were on, now rendered in that language.
 */
export async function action({ request }: Route.ActionArgs) {
  // A body that is no form (a script's junk) is a bad request, not a server error.
  const form = await request.formData().catch(() => null);
  if (!form) throw new Response("Not a form", { status: 400 });
  const language = supportedLanguage(String(form.get("language") ?? ""));
  if (!language) throw new Response("Unknown language", { status: 400 });
  const site = new URL(request.url);
  const secure = site.protocol === "https:" ? "; Secure" : "";
  // Back to the page they were on, and only ever to a page of this site.
  return redirect(sameSitePath(form.get("returnTo"), site.origin), {
    status: 303,
    headers: {
      "Set-Cookie": `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`,
    },
  });
}

/** A visit without the form (a bookmark, say) goes home. */
export const loader = () => redirect("/");
