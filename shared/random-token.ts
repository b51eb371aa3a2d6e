/**
 * `byteCount` random bytes as base64url without padding: the form of the socket tickets and
 * the TV view's viewer keys, made in one place.
 */
export function randomBase64Url(byteCount: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(byteCount));
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}
