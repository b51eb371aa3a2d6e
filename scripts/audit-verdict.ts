/**
 * What `npm audit --json` said about the runtime dependencies, for `npm test`
 * (scripts/audit.ts, docs/decisions/012-abuse-limits.md).
 */
export type AuditVerdict =
  | { kind: "clean"; lower: number }
  | { kind: "serious"; packages: string[] }
  /** The advisory database did not answer (offline, or a registry mirror without it). */
  | { kind: "unreachable"; reason: string };

interface AuditReport {
  message?: string;
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity?: string }>;
}

const SERIOUS = new Set(["high", "critical"]);

export function auditVerdict(stdout: string): AuditVerdict {
  let report: AuditReport | null = null;
  try {
    report = JSON.parse(stdout) as AuditReport;
  } catch {
    // Not JSON at all: npm itself failed before asking.
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts) return { kind: "unreachable", reason: report?.message ?? "no report" };
  const packages = Object.entries(report?.vulnerabilities ?? {})
    .filter(([, advisory]) => SERIOUS.has(advisory.severity ?? ""))
    .map(([name, advisory]) => `${name} (${advisory.severity})`);
  if (packages.length > 0 || (counts.high ?? 0) + (counts.critical ?? 0) > 0) return { kind: "serious", packages };
  return { kind: "clean", lower: counts.total ?? 0 };
}
