import type { InviteLookup } from "../../../shared/api-types";
import { MESSAGES } from "../../../shared/i18n/all-messages";
import { translateMessage } from "../../../shared/i18n/translate-message";
import { requestLanguage } from "../../../shared/languages";
import { rateLimitedMessage } from "../../../shared/rate-limited";
import { gameInvite } from "../../games/invite-preview.server";
import { outageAware, outageBehind } from "../../db/d1-outage.server";
import { clientAddress } from "./client-address";
import { RATE_LIMITS } from "./limits";
import { isRefusedNow, withinLimit } from "./rate-limit";

/**
 * The join page (/join/{code}/ and its loader's data request) tells anyone, signed in or not,
 * the name of the game behind a code: a prober could walk the code space through it. So the
 * lookups of codes that name no game are counted per client address (joinPreviewPerIp), and an
 * address past that limit gets a 429 page before any page renders or any lookup is made.
 * Lookups of real games are not counted: a wedding on one Wi-Fi opens its one link
 * eighty times, a prober mostly finds nothing.
 */

/**
 * Whether a request asks for a join page, however the path is spelt. React Router matches
 * the path percent-decoded, segment by segment (a path that does not decode is matched as
 * sent), case-insensitively, and the browser sends doubled slashes as they are: so
 * "/%6Aoin/CODE/", "/JOIN/CODE/", "/join//CODE/", "/join/CODE//" and "/join/CODE/_.data" all
 * reach the page. So the path is read here as the router reads it, never as spelt.
 */
export function isJoinPageRequest(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const segments = routedSegments(new URL(request.url).pathname);
  return /^join$/i.test(segments[0] ?? "") && segments.length >= 2;
}

/** A path's non-empty segments, each percent-decoded where it decodes, as the router matches them. */
function routedSegments(pathname: string): string[] {
  return pathname
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

/** The 429 page for an address that has probed too many unknown codes lately; null for everything else. */
export function refuseJoinPageToProber(request: Request): Response | null {
  if (!isJoinPageRequest(request) || !isRefusedNow("joinPreviewPerIp", clientAddress(request))) return null;
  return proberRefusal(request);
}

function proberRefusal(request: Request): Response {
  const retryAfter = RATE_LIMITS.joinPreviewPerIp.periodSeconds;
  return plainPage(request, 429, rateLimitedMessage(retryAfter), retryAfter);
}

/** A short page in the request's language, with Retry-After: what a refused join page answers. */
function plainPage(request: Request, status: number, message: string, retryAfter: number): Response {
  const language = requestLanguage(request.headers);
  return new Response(translateMessage(message, MESSAGES.en, MESSAGES[language]), {
    status,
    headers: {
      "Retry-After": String(retryAfter),
      "Cache-Control": "no-store",
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Language": language,
      Vary: "Accept-Language, Cookie",
    },
  });
}

/**
 * The join page's lookup of a code: the game's invite, or null for a code that names none,
 * which counts against the address's limit. Past it, this isolate refuses the address's next
 * join pages before they render (refuseJoinPageToProber), and refuses the lookup itself too
 * (the page's loader gets the 429, thrown): whatever path reached the loader, a refused
 * address is never told a game's name.
 */
export async function lookUpInvite(
  request: Request,
  env: Env,
  code: string,
): Promise<InviteLookup> {
  if (isRefusedNow("joinPreviewPerIp", clientAddress(request))) throw proberRefusal(request);
  let invite;
  try {
    invite = await gameInvite(outageAware(env.DB), code);
  } catch (error) {
    // D1 out of reach: the page says it cannot show the game, and offers the join all the
    // same, which a game's room answers without D1 (docs/decisions/034, 040). Nothing is
    // counted against the address: an outage says nothing about the code.
    if (outageBehind(error)) return "unavailable";
    throw error;
  }
  if (!invite) await withinLimit(env, "joinPreviewPerIp", clientAddress(request));
  return invite;
}
