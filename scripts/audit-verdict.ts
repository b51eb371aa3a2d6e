/**
 * What `npm audit --json` said about the runtime dependencies, for `npm test`
 * (scripts/audit.ts), and the line the run prints for it. An audit passes only on a report
 * that proves it was made: npm's own report format, counts of the dependencies it looked at
 * and of the advisories found, no error, and npm's exit status agreeing. Anything less (no
 * answer from the advisory database, a mirror without it, npm failing, a report of nothing)
 * is "not run", and never reads as a pass.
 */
export type AuditVerdict =
  | { kind: "clean"; lower: number }
  | { kind: "serious"; packages: string[] }
  /** No audit was made: the advisory database did not answer, or npm could not ask it. */
  | { kind: "not-run"; reason: string };

interface AuditReport {
  auditReportVersion?: unknown;
  message?: unknown;
  error?: unknown;
  metadata?: { vulnerabilities?: Record<string, unknown>; dependencies?: Record<string, unknown> };
  vulnerabilities?: Record<string, { severity?: unknown }>;
}

const SERIOUS = new Set(["high", "critical"]);
const count = (value: unknown) => (typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null);

/** `stdout` of `npm audit --json`; `exitStatus` npm's (null when it did not exit by itself). */
export function auditVerdict(stdout: string, exitStatus: number | null): AuditVerdict {
  let report: AuditReport | null = null;
  try {
    const parsed: unknown = JSON.parse(stdout);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) report = parsed as AuditReport;
  } catch {
    // Not JSON at all: npm itself failed before asking.
  }
  if (!report) return { kind: "not-run", reason: "npm printed no report" };
  if (report.error !== undefined || report.message !== undefined) {
    return { kind: "not-run", reason: typeof report.message === "string" ? report.message : "npm reported an error" };
  }
  const counts = report.metadata?.vulnerabilities;
  const audited = count(report.metadata?.dependencies?.total);
  if (report.auditReportVersion === undefined || !counts || audited === null || audited === 0) {
    return { kind: "not-run", reason: "the report does not show an audit of any dependency" };
  }
  const high = count(counts.high);
  const critical = count(counts.critical);
  const total = count(counts.total);
  if (high === null || critical === null || total === null) return { kind: "not-run", reason: "the report's counts are missing" };

  const packages = Object.entries(report.vulnerabilities ?? {})
    .filter(([, advisory]) => SERIOUS.has(String(advisory.severity)))
    .map(([name, advisory]) => `${name} (${String(advisory.severity)})`);
  if (packages.length > 0 || high + critical > 0) return { kind: "serious", packages };
  // npm exits 1 on a finding at --audit-level and on any failure: a clean report with a
  // failed exit is not one to trust.
  if (exitStatus !== 0) return { kind: "not-run", reason: `npm exited with ${exitStatus ?? "a signal"} on a clean report` };
  return { kind: "clean", lower: total };
}

export interface AuditOutcome {
  /** The line the run prints; a warning or an error goes to stderr. */
  line: string;
  level: "info" | "warning" | "error";
  exitCode: 0 | 1;
}

/**
 * What the run says and does for a verdict. An audit not run is said so plainly and, by
 * default, the run goes on: this project's machines are often offline, and a missing answer
 * is not a finding (README, Set-up). Where the advisory database must answer (a CI runner
 * online), `required` makes "not run" fail the run.
 */
export function auditOutcome(verdict: AuditVerdict, { required }: { required: boolean }): AuditOutcome {
  switch (verdict.kind) {
    case "serious":
      return {
        line: `npm audit: FAILED: high or critical advisories in runtime dependencies: ${verdict.packages.join(", ") || "see npm audit"}`,
        level: "error",
        exitCode: 1,
      };
    case "clean":
      return { line: `npm audit: passed: no high or critical advisories in runtime dependencies (${verdict.lower} lower).`, level: "info", exitCode: 0 };
    case "not-run":
      return {
        line:
          `npm audit: NOT RUN: ${verdict.reason}. The runtime dependencies were not audited` +
          (required ? "; AUDIT_REQUIRED is set, so this run fails." : "; the run goes on without an audit."),
        level: required ? "error" : "warning",
        exitCode: required ? 1 : 0,
      };
  }
}
