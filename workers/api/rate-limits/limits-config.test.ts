import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import { JOIN_RETRIES } from "../../../shared/join-retry";
import { RATE_LIMITS } from "./limits";

/**
 * The binding reads its numbers from wrangler.toml; the code (Retry-After, messages) and the
 * docs read limits.ts. This keeps the two copies in wrangler.toml equal to the one place.
 */
describe("wrangler.toml's rate limits", () => {
  const expected = Object.values(RATE_LIMITS)
    .map(({ binding, namespaceId, limit, periodSeconds }) => ({
      name: binding,
      namespace_id: String(namespaceId),
      simple: { limit, period: periodSeconds },
    }))
    .sort((a, b) => a.name.localeCompare(b.name));

  it.each([undefined, "production"])("are limits.ts's, in the %s environment", (env) => {
    const config = unstable_readConfig({ config: "wrangler.toml", env }, { hideWarnings: true });
    const configured = [...config.ratelimits].sort((a, b) => a.name.localeCompare(b.name));
    expect(configured).toEqual(expected);
  });

  it("give every rule a namespace of its own", () => {
    const namespaces = Object.values(RATE_LIMITS).map((rule) => rule.namespaceId);
    expect(new Set(namespaces).size).toBe(namespaces.length);
  });
});

describe("a person's marks over the socket", () => {
  it("are counted by the room to the same limit as PUT /entries/{id}", async () => {
    // Read as text: this file runs where shared/'s imports are not resolved as Node's (tsconfig.node.json).
    const { readFileSync } = await import("node:fs");
    const source = readFileSync(new URL("../../../shared/socket-limits.ts", import.meta.url), "utf8");
    const { limit, periodSeconds } = RATE_LIMITS.markPerUser;
    expect(source).toContain(`MARKS_PER_PERSON = { limit: ${limit}, periodSeconds: ${periodSeconds} }`);
  });
});

describe("a guest's own joins", () => {
  it("outlast the web app's retries of a join the address's pace refused (they are counted first)", () => {
    expect(RATE_LIMITS.joinPerUser.limit).toBeGreaterThan(JOIN_RETRIES + 1);
  });
});
