import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import { DEVELOPMENT_ADDRESS_HASH_SALT, hashAddress, isDeployableAddressHashSalt } from "./address-hash.server";

describe("the address hash's salt", () => {
  it("is wrangler.toml's development value locally, which no deployed Worker accepts", () => {
    const local = unstable_readConfig({ config: "wrangler.toml" }, { hideWarnings: true });
    expect(local.vars.ADDRESS_HASH_SALT).toBe(DEVELOPMENT_ADDRESS_HASH_SALT);
    expect(isDeployableAddressHashSalt(DEVELOPMENT_ADDRESS_HASH_SALT)).toBe(false);
  });

  it("is a secret in production, which deploying requires", () => {
    const production = unstable_readConfig({ config: "wrangler.toml", env: "production" }, { hideWarnings: true });
    expect(production.vars.ADDRESS_HASH_SALT).toBeUndefined();
    expect(production.secrets?.required).toContain("ADDRESS_HASH_SALT");
  });

  it("must be long and not a placeholder to be deployed", () => {
    expect(isDeployableAddressHashSalt("k3VtJ0xq9Zb1nW7rT5yL2pH8sD4fG6aQ")).toBe(true);
    for (const salt of [undefined, "", "short", "your-address-hash-salt-goes-right-here", "a-development-salt-long-enough-to-pass"]) {
      expect(isDeployableAddressHashSalt(salt), String(salt)).toBe(false);
    }
  });
});

describe("hashAddress", () => {
  it("depends on the salt: the same address under another salt is another hash", async () => {
    const salted = await hashAddress("203.0.113.9", "k3VtJ0xq9Zb1nW7rT5yL2pH8sD4fG6aQ");
    expect(salted).toBe(await hashAddress("203.0.113.9", "k3VtJ0xq9Zb1nW7rT5yL2pH8sD4fG6aQ"));
    expect(salted).not.toBe(await hashAddress("203.0.113.9", "another-secret-salt-of-32-characters!"));
    expect(salted).not.toBe(await hashAddress("203.0.113.10", "k3VtJ0xq9Zb1nW7rT5yL2pH8sD4fG6aQ"));
  });
});
