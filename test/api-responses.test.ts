import { describe, expect, it } from "vitest";
import { callWorker } from "./support/call-worker";
import { firebaseClaims, signIdToken } from "./support/id-tokens";

describe("API responses", () => {
  it("are JSON and never stored by shared caches", async () => {
    const response = await callWorker("/api/v1/user/load-details", {
      token: await signIdToken(firebaseClaims()),
    });
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    expect(response.headers.get("Cache-Control")).toContain("private");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("keep the error shape and no-store on refusals", async () => {
    const response = await callWorker("/api/v1/user/load-details");
    expect(response.status).toBe(401);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    expect(await response.json()).toEqual({
      code: "UNAUTHENTICATED",
      errors: { authorization: [expect.any(String)] },
    });
  });

  it("answer an unknown API path with 404 in the error shape", async () => {
    const response = await callWorker("/api/v1/no-such-thing");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: "NOT_FOUND", errors: {} });
  });

  it("answer a wrong method on a known path with 404, not a page", async () => {
    const response = await callWorker("/api/v1/user/load-details", { method: "DELETE" });
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  });
});
