/**
 * Cross-site WebSocket hijacking guard: browsers always send Origin on a WebSocket, and
 * only the app's own origin (plus any listed in ALLOWED_ORIGINS) may open one.
 */
export function isAllowedOrigin(request: Request, env: Env): boolean {
  const origin = request.headers.get("Origin");
  if (!origin) return false;
  const allowed = new Set([new URL(request.url).origin]);
  for (const extra of (env.ALLOWED_ORIGINS ?? "").split(",")) {
    if (extra.trim()) allowed.add(extra.trim());
  }
  return allowed.has(origin);
}
