import { describe, expect, it } from "vitest";
import { DEVELOPMENT_ADDRESS_HASH_SALT } from "../workers/api/rate-limits/address-hash.server";
import { serverNow } from "../workers/clock.server";
import { contentSecurityPolicy } from "../workers/security-headers";
import { callWorker, countRows } from "./support/call-worker";
import { firebaseClaims, unsignedIdToken } from "./support/id-tokens";
import { testEnv } from "./support/test-env";

const LOAD_DETAILS = "/api/v1/user/load-details";
const EMULATOR = "127.0.0.1:9099";

/** Environments a deployment might carry by mistake or design: none may trust unsigned tokens. */
const NOT_ALLOWED_ENVIRONMENTS = ["production", "staging", "preview", "Development", "dev", "TEST", " development", ""];
const NOT_DEMO_PROJECTS = ["bingo-prod", "my-demo-bingo", "Demo-bingo", "demo", "demobingo"];

/** An emulator-style token for `projectId`, so only the Worker's own rule can refuse it. */
function emulatorToken(projectId: string): string {
  return unsignedIdToken(
    firebaseClaims({ iss: `https://securetoken.google.com/${projectId}`, aud: projectId }),
  );
}

async function loadDetails(env: Partial<Env>, projectId = testEnv.FIREBASE_PROJECT_ID) {
  return callWorker(LOAD_DETAILS, { token: emulatorToken(projectId), env });
}

describe("fail closed: unsigned emulator tokens", () => {
  it("are accepted by a development or test Worker with a demo- project that names the emulator", async () => {
    for (const ENVIRONMENT of ["development", "test"]) {
      const response = await loadDetails({ ENVIRONMENT, FIREBASE_AUTH_EMULATOR_HOST: EMULATOR });
      expect(response.status).toBe(200);
    }
  });

  it("are refused by a Worker that does not name the emulator, as the top-level config ships", async () => {
    const users = await countRows("users");
    const response = await loadDetails({ ENVIRONMENT: "development", FIREBASE_AUTH_EMULATOR_HOST: "" });
    expect(response.status).toBe(401);
    expect(await countRows("users")).toBe(users);
  });

  it.each(NOT_ALLOWED_ENVIRONMENTS)("are refused under ENVIRONMENT %j, with or without the emulator named", async (ENVIRONMENT) => {
    const users = await countRows("users");
    const named = await loadDetails({ ENVIRONMENT, FIREBASE_AUTH_EMULATOR_HOST: EMULATOR });
    expect(named.status).toBe(503);
    expect((await named.json<{ code: string }>()).code).toBe("AUTH_MISCONFIGURED");
    const unnamed = await loadDetails({ ENVIRONMENT, FIREBASE_AUTH_EMULATOR_HOST: "" });
    expect(unnamed.status).toBe(401);
    expect(await countRows("users")).toBe(users);
  });

  it.each(NOT_DEMO_PROJECTS)("are refused for the project %j even in development", async (projectId) => {
    const users = await countRows("users");
    for (const ENVIRONMENT of ["development", "test"]) {
      const env = { ENVIRONMENT, FIREBASE_PROJECT_ID: projectId };
      const named = await loadDetails({ ...env, FIREBASE_AUTH_EMULATOR_HOST: EMULATOR }, projectId);
      expect(named.status).toBe(503);
      const unnamed = await loadDetails({ ...env, FIREBASE_AUTH_EMULATOR_HOST: "" }, projectId);
      expect(unnamed.status).toBe(401);
    }
    expect(await countRows("users")).toBe(users);
  });
});

describe("fail closed: the test clock and the CSP's emulator URL", () => {
  const FIXED = "86400000";

  it("honours TEST_NOW_MS only in a development Worker with a demo- project", () => {
    expect(serverNow({ ...testEnv, ENVIRONMENT: "test", TEST_NOW_MS: FIXED })).toBe(Number(FIXED));
    const refused: Array<Partial<Env>> = [
      ...NOT_ALLOWED_ENVIRONMENTS.map((ENVIRONMENT) => ({ ENVIRONMENT })),
      ...NOT_DEMO_PROJECTS.map((FIREBASE_PROJECT_ID) => ({ FIREBASE_PROJECT_ID })),
    ];
    for (const override of refused) {
      const now = serverNow({ ...testEnv, ...override, TEST_NOW_MS: FIXED });
      expect(now).toBeGreaterThan(Number(FIXED) * 1000);
    }
  });

  it("lets a page connect to the emulator only from a development Worker with a demo- project", () => {
    const csp = (override: Partial<Env>) =>
      contentSecurityPolicy("nonce", { ...testEnv, FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, ...override }, false);
    expect(csp({ ENVIRONMENT: "development" })).toContain(`http://${EMULATOR}`);
    for (const ENVIRONMENT of NOT_ALLOWED_ENVIRONMENTS) {
      expect(csp({ ENVIRONMENT })).not.toContain(EMULATOR);
    }
    for (const FIREBASE_PROJECT_ID of NOT_DEMO_PROJECTS) {
      expect(csp({ FIREBASE_PROJECT_ID })).not.toContain(EMULATOR);
    }
  });
});

describe("fail closed: a deployment still holding placeholder settings", () => {
  const PLACEHOLDERS = {
    ENVIRONMENT: "production",
    FIREBASE_PROJECT_ID: "your-firebase-project-id",
    FIREBASE_API_KEY: "your-firebase-web-api-key",
    FIREBASE_AUTH_DOMAIN: "your-firebase-project-id.firebaseapp.com",
  };

  it("answers every API call with a plain 503 in the error shape, naming nothing internal", async () => {
    const users = await countRows("users");
    const calls = [LOAD_DETAILS, "/api/v1/games", "/api/v1/stripe/webhook"].map((path) => (
      path === LOAD_DETAILS ? { path, method: "GET" } : { path, method: "POST", body: "{}" }
    ));
    for (const { path, method, body } of calls) {
      const response = await callWorker(path, { method, body, env: PLACEHOLDERS, token: emulatorToken("demo-bingo") });
      expect(response.status).toBe(503);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ code: "NOT_CONFIGURED", errors: { server: ["This server is not set up yet."] } });
      expect(text).not.toMatch(/FIREBASE|your-/);
    }
    expect(await countRows("users")).toBe(users);
  });

  it("answers pages with a plain 503 too", async () => {
    const response = await callWorker("/join/ABCDEFGH/", { env: { ...PLACEHOLDERS, FIREBASE_API_KEY: "" } });
    expect(response.status).toBe(503);
    expect(await response.text()).toBe("Bingo with friends is not set up yet.");
  });

  const CONFIGURED = {
    ENVIRONMENT: "production",
    FIREBASE_PROJECT_ID: "bingo-live",
    FIREBASE_API_KEY: "AIzaReal",
    FIREBASE_AUTH_DOMAIN: "bingo-live.firebaseapp.com",
    ADDRESS_HASH_SALT: "k3VtJ0xq9Zb1nW7rT5yL2pH8sD4fG6aQ",
  };

  it("serves once the settings are real", async () => {
    const response = await callWorker(LOAD_DETAILS, { env: CONFIGURED });
    expect(response.status).toBe(401);
  });

  it("refuses to serve with the development address hash salt, a short one or none: stored hashes would be reversible", async () => {
    for (const ADDRESS_HASH_SALT of [DEVELOPMENT_ADDRESS_HASH_SALT, "", "short-salt", "your-address-hash-salt-goes-here-please", undefined]) {
      const env = { ...CONFIGURED, ADDRESS_HASH_SALT } as Partial<Env>;
      for (const path of [LOAD_DETAILS, "/"]) {
        const response = await callWorker(path, { env });
        expect(response.status, `${String(ADDRESS_HASH_SALT)} ${path}`).toBe(503);
        expect(await response.text()).not.toMatch(/SALT|development/);
      }
    }
  });
});
