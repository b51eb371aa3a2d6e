import { SignJWT, importJWK, type JWK, type JWTPayload } from "jose";
import { testEnv } from "./test-env";

const PROJECT_ID = testEnv.FIREBASE_PROJECT_ID;
export const ISSUER = `https://securetoken.google.com/${PROJECT_ID}`;

let uidCounter = 0;
/** A uid no other test uses, so tests never see each other's users. */
export function freshUid(): string {
  uidCounter += 1;
  return `uid-${Date.now().toString(36)}-${uidCounter}-${crypto.randomUUID().slice(0, 8)}`;
}

/** Claims of a genuine Firebase ID token, issued now. */
export function firebaseClaims(overrides: JWTPayload = {}): JWTPayload {
  const now = Math.floor(Date.now() / 1000);
  const uid = freshUid();
  return {
    iss: ISSUER,
    aud: PROJECT_ID,
    sub: uid,
    user_id: uid,
    iat: now - 5,
    auth_time: now - 5,
    exp: now + 3600,
    firebase: { sign_in_provider: "anonymous", identities: {} },
    ...overrides,
  };
}

/** Removes claims (e.g. to test a missing `sub`). */
export function without(claims: JWTPayload, ...names: string[]): JWTPayload {
  const copy = { ...claims };
  for (const name of names) delete copy[name];
  return copy;
}

type KeyName = keyof typeof testEnv.TEST_SIGNING_KEYS;

export async function signIdToken(claims: JWTPayload, key: KeyName = "current"): Promise<string> {
  const jwk: JWK = testEnv.TEST_SIGNING_KEYS[key];
  const privateKey = await importJWK(jwk, "RS256");
  return new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid: jwk.kid!, typ: "JWT" }).sign(privateKey);
}

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

/** A token as the Auth Emulator issues it: `alg: none`, empty signature. */
export function unsignedIdToken(claims: JWTPayload): string {
  return `${base64url({ alg: "none", typ: "JWT" })}.${base64url(claims)}.`;
}

/** HS256 "signed" with the RSA public key as the HMAC secret: the classic algorithm confusion. */
export async function hs256WithPublicKey(claims: JWTPayload): Promise<string> {
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } =
    testEnv.TEST_SIGNING_KEYS.current;
  const secret = new TextEncoder().encode(JSON.stringify(publicJwk));
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", kid: publicJwk.kid!, typ: "JWT" })
    .sign(secret);
}

/** Replaces the payload of a signed token, keeping header and signature. */
export function tamperPayload(token: string, claims: JWTPayload): string {
  const [header, , signature] = token.split(".");
  return `${header}.${base64url(claims)}.${signature}`;
}
