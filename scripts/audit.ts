#!/usr/bin/env node
// `npm test`'s dependency audit: fails on any high or critical advisory in a runtime
// dependency. When the advisory database cannot be asked (no network, or a registry mirror
// that lacks it), it says so and lets the run go on: a missing answer is not a finding.
import { spawnSync } from "node:child_process";
import { auditVerdict } from "./audit-verdict.ts";

const run = spawnSync("npm", ["audit", "--omit=dev", "--audit-level=high", "--json"], { encoding: "utf8" });
const verdict = auditVerdict(run.stdout ?? "");
if (verdict.kind === "unreachable") {
  console.warn(`npm audit: the advisory database did not answer (${verdict.reason}); dependencies NOT audited.`);
} else if (verdict.kind === "serious") {
  console.error(`npm audit: high or critical advisories in runtime dependencies: ${verdict.packages.join(", ")}`);
  process.exit(1);
} else {
  console.log(`npm audit: no high or critical advisories in runtime dependencies (${verdict.lower} lower).`);
}
