/**
 * Reads cookies from a Cookie header as a hostile client may send it, where a value can be
 * anything (a lone "%", a broken escape, quotes, a name given twice). A value that does not
 * decode is skipped, as if it had not been sent, never an error: one broken cookie must not
 * break every page and every call of whoever carries it.
 */
export function cookieValues(cookieHeader: string | null | undefined, name: string): string[] {
  if (!cookieHeader) return [];
  const values: string[] = [];
  for (const pair of cookieHeader.split(";")) {
    const equals = pair.indexOf("=");
    if (equals < 0 || pair.slice(0, equals).trim() !== name) continue;
    const value = decodedCookieValue(pair.slice(equals + 1).trim());
    if (value !== null) values.push(value);
  }
  return values;
}

/** RFC 6265's value (optionally in double quotes), percent-decoded; null if it does not decode. */
function decodedCookieValue(raw: string): string | null {
  const unquoted = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  try {
    return decodeURIComponent(unquoted);
  } catch {
    return null;
  }
}
