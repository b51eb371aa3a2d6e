/**
 * How a client address is kept where it must be stored (free games per address and day,
 * free-games-per-ip.server.ts): never as it is, and never as a plain hash of it either. There
 * are only 2^32 IPv4 addresses, so anyone holding a stored SHA-256 of one (a leaked backup, a
 * curious operator) finds it by hashing them all in minutes. The hash is an HMAC keyed by a
 * secret salt (the Worker secret ADDRESS_HASH_SALT), which without the salt cannot be checked
 * against any address at all.
 */

/** wrangler.toml's development value: fine for a laptop and the tests, refused in production. */
export const DEVELOPMENT_ADDRESS_HASH_SALT = "development-only-address-hash-salt";
/** A salt shorter than this could itself be guessed; `openssl rand -base64 32` gives 44 characters. */
export const MIN_ADDRESS_HASH_SALT_LENGTH = 32;

/** Whether a deployed Worker may count with this salt (deployment-guard.server.ts): a real secret, not the development one. */
export function isDeployableAddressHashSalt(salt: string | undefined): boolean {
  return (
    typeof salt === "string" &&
    salt.length >= MIN_ADDRESS_HASH_SALT_LENGTH &&
    salt !== DEVELOPMENT_ADDRESS_HASH_SALT &&
    !/^your-|development/i.test(salt)
  );
}

// One imported key per salt and isolate: importing it costs more than the HMAC itself.
const keys = new Map<string, Promise<CryptoKey>>();

function keyOf(salt: string): Promise<CryptoKey> {
  let key = keys.get(salt);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(salt), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(salt, key);
  }
  return key;
}

/** The address as stored: HMAC-SHA-256 keyed by the salt, base64. */
export async function hashAddress(address: string, salt: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await keyOf(salt), new TextEncoder().encode(`bingo-free-games:${address}`));
  return btoa(String.fromCharCode(...new Uint8Array(mac)));
}
