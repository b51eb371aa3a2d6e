/**
 * Where to send someone back to after a detour (the language switch, signing in): a path
 * of this site, never another's. The value is read as a browser would read it, as a URL
 * relative to the site: browsers drop tabs and line breaks in a URL and read `\` as `/`, so
 * `/<TAB>/evil.example` and `/\evil.example` both name another host, which a check of the
 * text itself ("starts with one slash") lets through. Anything that does not resolve to this
 * site's own origin (another host, `javascript:`, `data:`, nothing at all) goes home.
 */
export const HOME_PATH = "/";

export function sameSitePath(value: unknown, siteOrigin: string): string {
  return sameSitePathOrNull(value, siteOrigin) ?? HOME_PATH;
}

/** The same, with null for a value that names no page of this site. */
export function sameSitePathOrNull(value: unknown, siteOrigin: string): string | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  let site: URL;
  let url: URL;
  try {
    site = new URL(siteOrigin);
    url = new URL(value, site.origin);
  } catch {
    return null;
  }
  if (url.origin !== site.origin) return null;
  // Dot segments can leave the path starting with "//" ("/.//evil.example"), which a Location
  // header would read as another host: one leading slash only.
  return `${url.pathname.replace(/^\/+/, "/")}${url.search}${url.hash}`;
}
