import { decodeJwt } from "jose";
import { CLOCK_TOLERANCE_SECONDS, isAcceptableSubject } from "../../auth/firebase-id-token.server";

const BEARER = /^Bearer (\S+)$/;

/**
 * The uid a request's bearer token claims, unverified, for the early refusal
 * (early-refusal.ts) to look up whose refused calls these are, before any token is checked.
 * Only a token that could verify names anyone: one for this project, not expired (with the
 * verifier's tolerance), with a subject the verifier accepts. Any other (junk, expired,
 * another project's, no JWT at all) names no one, and its call counts as one without a token.
 */
export function claimedUid(request: Request, projectId: string, nowMs = Date.now()): string | null {
  const token = BEARER.exec(request.headers.get("Authorization") ?? "")?.[1];
  if (!token) return null;
  let claims;
  try {
    claims = decodeJwt(token);
  } catch {
    return null;
  }
  const { sub, aud, exp } = claims;
  const audiences = Array.isArray(aud) ? aud : [aud];
  const live = typeof exp === "number" && (exp + CLOCK_TOLERANCE_SECONDS) * 1000 > nowMs;
  return typeof sub === "string" && isAcceptableSubject(sub) && audiences.includes(projectId) && live ? sub : null;
}
