import {
  UnsecuredJWT,
  createRemoteJWKSet,
  decodeProtectedHeader,
  errors as joseErrors,
  jwtVerify,
  type JWTPayload,
} from "jose";
import { VerifiedTokens } from "./verified-tokens.server";

/** Google's key set for Firebase ID tokens (DESIGN.md, Auth). */
export const FIREBASE_JWKS_URL =
  "https://www.googleapis.com/robot/v1/metadata/jwk/securetoken@system.gserviceaccount.com";

export const CLOCK_TOLERANCE_SECONDS = 60;
const MAX_SUBJECT_LENGTH = 128;
/**
 * Uids of users the server itself owns (the practice game's, docs/decisions/008). Firebase's
 * own uids are alphanumeric, but a custom token may carry any uid: refusing the prefix keeps
 * those rows out of every caller's reach.
 */
export const RESERVED_UID_PREFIX = "system:";

export interface VerifiedIdToken {
  uid: string;
  email: string | null;
  isAnonymous: boolean;
  /** When the token was issued, epoch seconds. */
  issuedAt: number;
  /** When its holder last signed in (a password, a new guest), epoch seconds; the issue time if the token has none. */
  signedInAt: number;
}

export interface IdTokenConfig {
  projectId: string;
  /** Accept the Auth Emulator's unsigned tokens (never in production; see authConfigFromEnv). */
  acceptEmulatorTokens: boolean;
  jwksUrl?: string;
}

/** The token was not acceptable: the caller gets a 401. */
export class InvalidIdTokenError extends Error {}
/** We could not check the token (key source down): fail closed with a 503. */
export class KeySourceUnavailableError extends Error {}

// One key set per isolate: jose caches keys (10 min) and refetches at most once per
// 30 s cooldown on an unknown `kid`, so a flood of forged kids cannot hammer Google.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySetFor(url: string) {
  let keySet = keySets.get(url);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(url), { timeoutDuration: 5_000 });
    keySets.set(url, keySet);
  }
  return keySet;
}

// Per isolate, like the key sets: a token is verified once, then trusted until it expires.
const verifiedTokens = new VerifiedTokens<VerifiedIdToken>();

export async function verifyFirebaseIdToken(
  token: string,
  config: IdTokenConfig,
): Promise<VerifiedIdToken> {
  // The configuration is part of the key: a token one Worker setting accepts, another may not.
  const key = `${config.projectId}|${config.acceptEmulatorTokens}|${config.jwksUrl ?? ""}|${token}`;
  const known = verifiedTokens.get(key, Date.now());
  if (known) return known;
  const { verified, expiresAt } = await verifyAfresh(token, config);
  // jose accepts a token until exp + the tolerance; so does the cache, and not a moment longer.
  verifiedTokens.remember(key, verified, (expiresAt + CLOCK_TOLERANCE_SECONDS) * 1000);
  return verified;
}

async function verifyAfresh(token: string, config: IdTokenConfig) {
  const issuer = `https://securetoken.google.com/${config.projectId}`;
  let algorithm: unknown;
  try {
    algorithm = decodeProtectedHeader(token).alg;
  } catch {
    throw new InvalidIdTokenError("malformed token");
  }

  let payload: JWTPayload;
  if (algorithm === "none") {
    if (!config.acceptEmulatorTokens) throw new InvalidIdTokenError("unsigned token");
    try {
      payload = UnsecuredJWT.decode(token, {
        issuer,
        audience: config.projectId,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ["exp", "iat", "sub"],
      }).payload;
    } catch {
      throw new InvalidIdTokenError("invalid emulator token");
    }
  } else {
    payload = await verifySignedToken(token, issuer, config);
  }

  checkFirebaseClaims(payload);
  const firebase = payload.firebase as { sign_in_provider?: unknown } | undefined;
  const verified: VerifiedIdToken = {
    uid: payload.sub!,
    email: typeof payload.email === "string" ? payload.email : null,
    isAnonymous: firebase?.sign_in_provider === "anonymous",
    // checkFirebaseClaims has checked both are numbers when present; iat is required.
    issuedAt: payload.iat!,
    signedInAt: typeof payload.auth_time === "number" ? payload.auth_time : payload.iat!,
  };
  // Both verifications require exp (requiredClaims), and jose has checked it is a number.
  return { verified, expiresAt: payload.exp! };
}

async function verifySignedToken(token: string, issuer: string, config: IdTokenConfig) {
  try {
    const { payload } = await jwtVerify(token, keySetFor(config.jwksUrl ?? FIREBASE_JWKS_URL), {
      algorithms: ["RS256"],
      issuer,
      audience: config.projectId,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ["exp", "iat", "auth_time", "sub"],
    });
    return payload;
  } catch (error) {
    if (isKeySourceFailure(error)) throw new KeySourceUnavailableError("key source unavailable");
    throw new InvalidIdTokenError("invalid token");
  }
}

function isKeySourceFailure(error: unknown): boolean {
  if (error instanceof joseErrors.JOSEError) {
    // Timeouts, non-200 answers and unparsable key sets: the source's fault, not the token's.
    return (
      error instanceof joseErrors.JWKSTimeout ||
      error instanceof joseErrors.JWKSInvalid ||
      error.code === joseErrors.JOSEError.code
    );
  }
  // Anything else (a network failure surfaces as a TypeError) also means we could not check.
  return true;
}

/** Checks jose does not make on its own: times in the future and the subject's length. */
function checkFirebaseClaims(payload: JWTPayload) {
  const latest = Math.floor(Date.now() / 1000) + CLOCK_TOLERANCE_SECONDS;
  if (typeof payload.iat !== "number" || payload.iat > latest) {
    throw new InvalidIdTokenError("issued in the future");
  }
  if (payload.auth_time !== undefined) {
    if (typeof payload.auth_time !== "number" || payload.auth_time > latest) {
      throw new InvalidIdTokenError("authenticated in the future");
    }
  }
  const subject = payload.sub;
  if (typeof subject !== "string" || !isAcceptableSubject(subject)) throw new InvalidIdTokenError("bad subject");
}

/** A uid a verified token may carry: 1–128 characters, never one of the server's own. */
export function isAcceptableSubject(subject: string): boolean {
  return subject.length >= 1 && subject.length <= MAX_SUBJECT_LENGTH && !subject.startsWith(RESERVED_UID_PREFIX);
}
