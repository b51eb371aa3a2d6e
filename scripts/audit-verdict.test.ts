import { describe, expect, it } from "vitest";
import { auditVerdict } from "./audit-verdict";

const report = (vulnerabilities: Record<string, { severity: string }>, counts: Record<string, number>) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: counts } });

describe("auditVerdict", () => {
  it("fails on a high or a critical advisory, naming the packages", () => {
    expect(auditVerdict(report({ hono: { severity: "high" } }, { high: 1, critical: 0, total: 1 }))).toEqual({
      kind: "serious",
      packages: ["hono (high)"],
    });
    expect(auditVerdict(report({ jose: { severity: "critical" } }, { high: 0, critical: 1, total: 1 })).kind).toBe("serious");
  });

  it("passes lower advisories, and none", () => {
    expect(auditVerdict(report({ zod: { severity: "moderate" } }, { moderate: 1, high: 0, critical: 0, total: 1 }))).toEqual({ kind: "clean", lower: 1 });
    expect(auditVerdict(report({}, { high: 0, critical: 0, total: 0 }))).toEqual({ kind: "clean", lower: 0 });
  });

  it("tells an unanswered audit apart from a clean one", () => {
    const refused = JSON.stringify({ message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk", statusCode: 405 });
    expect(auditVerdict(refused)).toEqual({ kind: "unreachable", reason: expect.stringContaining("405") });
    expect(auditVerdict("").kind).toBe("unreachable");
  });
});
