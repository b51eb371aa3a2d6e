import { rateLimitedMessage } from "../../../shared/rate-limited";
import { clientAddress } from "./client-address";
import { RATE_LIMITS } from "./limits";
import { withinLimit } from "./rate-limit";

/** /join/{code}/ and its loader's data request: the pages that look a game up by its code. */
const JOIN_PREVIEW = /^\/join\/[^/]+(?:\/|\.data)?$/;

/**
 * The join page tells anyone, signed in or not, the name of the game behind a code: a
 * prober could walk the code space through it. Counted per client address before the page
 * renders; past the limit the answer is a 429 page with Retry-After, and no lookup is made.
 */
export async function limitJoinPreview(request: Request, env: Env): Promise<Response | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (!JOIN_PREVIEW.test(new URL(request.url).pathname)) return null;
  if (await withinLimit(env, "joinPreviewPerIp", clientAddress(request))) return null;
  const retryAfter = RATE_LIMITS.joinPreviewPerIp.periodSeconds;
  return new Response(rateLimitedMessage(retryAfter), {
    status: 429,
    headers: {
      "Retry-After": String(retryAfter),
      "Cache-Control": "no-store",
      "Content-Type": "text/plain; charset=utf-8",
    },
  });
}
