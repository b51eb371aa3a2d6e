import { describe, expect, it } from "vitest";
import staticHeaders from "../public/_headers?raw";
import { SECURITY_HEADERS, applyDocumentSecurityHeaders } from "../workers/security-headers";
import { testEnv } from "./support/test-env";

/** The headers public/_headers gives every static file (its `/*` rule). */
function headersForEveryFile(file: string): Map<string, string> {
  const headers = new Map<string, string>();
  let inRule = false;
  for (const line of file.split("\n")) {
    if (line.startsWith("#") || line.trim() === "") continue;
    if (!line.startsWith(" ")) {
      inRule = line.trim() === "/*";
      continue;
    }
    const [name, ...value] = line.trim().split(":");
    if (inRule) headers.set(name!.trim(), value.join(":").trim());
  }
  return headers;
}

describe("security headers", () => {
  it("are the same on static files as on pages", () => {
    const onFiles = headersForEveryFile(staticHeaders);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(onFiles.get(name), name).toBe(value);
  });

  it("keep pages out of other sites' windows (COOP) and static files from running anything", () => {
    const page = new Headers();
    applyDocumentSecurityHeaders(page, "nonce", testEnv, false);
    expect(page.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(page.get("X-Frame-Options")).toBe("DENY");
    expect(headersForEveryFile(staticHeaders).get("Content-Security-Policy")).toMatch(/^default-src 'none';.*frame-ancestors 'none'/);
  });
});
