import { describe, expect, it } from "vitest";
import { auditOutcome, auditVerdict, type AuditVerdict } from "./audit-verdict";

const DEPENDENCIES = { prod: 120, dev: 900, optional: 30, peer: 0, peerOptional: 0, total: 1050 };
const report = (
  vulnerabilities: Record<string, { severity: string }>,
  counts: Record<string, number>,
  dependencies: Record<string, number> = DEPENDENCIES,
) => JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: counts, dependencies } });
const NONE = { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 };

/** What npm printed on this machine, whose registry has no advisory database (npm 11). */
const UNANSWERED = JSON.stringify({
  message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
  method: "POST",
  statusCode: 405,
  body: "",
  error: { summary: "", detail: "" },
});

describe("auditVerdict", () => {
  it("fails on a high or a critical advisory, naming the packages", () => {
    expect(auditVerdict(report({ hono: { severity: "high" } }, { ...NONE, high: 1, total: 1 }), 1)).toEqual({
      kind: "serious",
      packages: ["hono (high)"],
    });
    expect(auditVerdict(report({ jose: { severity: "critical" } }, { ...NONE, critical: 1, total: 1 }), 1).kind).toBe("serious");
  });

  it("passes lower advisories, and none, on a report of an audit that was made", () => {
    expect(auditVerdict(report({ zod: { severity: "moderate" } }, { ...NONE, moderate: 1, total: 1 }), 0)).toEqual({ kind: "clean", lower: 1 });
    expect(auditVerdict(report({}, NONE), 0)).toEqual({ kind: "clean", lower: 0 });
  });

  it("says not run, never clean, when no audit was made", () => {
    const notRun: Array<[string, string, number | null]> = [
      ["the advisory database did not answer", UNANSWERED, 1],
      ["npm printed nothing", "", 1],
      ["npm printed no JSON", "npm ERR! network request failed", 1],
      ["npm was killed", "", null],
      ["an error beside a report", JSON.stringify({ ...JSON.parse(report({}, NONE)), error: { code: "ENOTFOUND" } }), 1],
      ["a report of no dependency", report({}, NONE, { ...DEPENDENCIES, prod: 0, dev: 0, optional: 0, total: 0 }), 0],
      ["a report without its dependency counts", JSON.stringify({ auditReportVersion: 2, vulnerabilities: {}, metadata: { vulnerabilities: NONE } }), 0],
      ["counts that are not numbers", report({}, { ...NONE, high: Number.NaN }), 0],
      ["not npm's report format", JSON.stringify({ metadata: { vulnerabilities: NONE, dependencies: DEPENDENCIES } }), 0],
      ["a clean report from a failed npm", report({}, NONE), 1],
      ["JSON that is no report", "[]", 0],
    ];
    for (const [what, stdout, status] of notRun) expect(auditVerdict(stdout, status).kind, what).toBe("not-run");
    expect(auditVerdict(UNANSWERED, 1)).toEqual({ kind: "not-run", reason: expect.stringContaining("405") });
  });
});

describe("auditOutcome", () => {
  const notRun: AuditVerdict = { kind: "not-run", reason: "405 Method Not Allowed" };

  it("says NOT RUN plainly, never a pass, and goes on: offline machines are the usual case", () => {
    const outcome = auditOutcome(notRun, { required: false });
    expect(outcome.line).toMatch(/NOT RUN/);
    expect(outcome.line).toContain("405 Method Not Allowed");
    expect(outcome.line).not.toMatch(/pass|clean|no (high|critical)|\bok\b/i);
    expect(outcome).toMatchObject({ level: "warning", exitCode: 0 });
  });

  it("fails the run when an audit is required and none was made", () => {
    const outcome = auditOutcome(notRun, { required: true });
    expect(outcome.line).toMatch(/NOT RUN/);
    expect(outcome.line).not.toMatch(/pass/i);
    expect(outcome).toMatchObject({ level: "error", exitCode: 1 });
  });

  it("passes a clean audit and fails a serious one, whether required or not", () => {
    for (const required of [false, true]) {
      expect(auditOutcome({ kind: "clean", lower: 2 }, { required })).toMatchObject({ level: "info", exitCode: 0, line: expect.stringMatching(/passed/) });
      expect(auditOutcome({ kind: "serious", packages: ["hono (high)"] }, { required })).toMatchObject({
        level: "error",
        exitCode: 1,
        line: expect.stringContaining("hono (high)"),
      });
    }
  });
});
