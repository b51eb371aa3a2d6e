/**
 * A list of strings this device keeps in localStorage under `key` (the games it played, the
 * languages its boards used…). Anything else found there, or a browser that refuses storage,
 * reads as none: each of these lists is a hint the app can do without.
 */
export function storedStrings(key: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? "[]");
    return Array.isArray(stored) ? stored.filter((value): value is string => typeof value === "string") : [];
  } catch {
    return [];
  }
}
