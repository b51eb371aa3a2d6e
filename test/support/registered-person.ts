import { firebaseClaims, signIdToken } from "./id-tokens";
import type { Person } from "./api-client";

/** Someone signed in with email and password (not a guest). */
export async function registeredPerson(): Promise<Person> {
  const claims = firebaseClaims({ firebase: { sign_in_provider: "password", identities: {} } });
  claims.email = `${claims.sub}@example.com`;
  return { uid: claims.sub!, token: await signIdToken(claims) };
}
