/**
 * The client's address as Cloudflare's edge saw it. The edge sets CF-Connecting-IP on every
 * request and overwrites any a client sends, so in production it cannot be forged. Worker
 * tests call the Worker directly without it: they all count as one client.
 */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP")?.trim() || "unknown";
}
