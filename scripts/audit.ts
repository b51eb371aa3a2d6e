#!/usr/bin/env node
// `npm test`'s dependency audit: fails on any high or critical advisory in a runtime
// dependency. When no audit could be made (no network, or a registry mirror that lacks the
// advisory database), it says "NOT RUN" plainly and lets the run go on, unless AUDIT_REQUIRED=1
// (scripts/audit-verdict.ts).
import { spawnSync } from "node:child_process";
import { auditOutcome, auditVerdict } from "./audit-verdict.ts";

const run = spawnSync("npm", ["audit", "--omit=dev", "--audit-level=high", "--json"], { encoding: "utf8", timeout: 120_000 });
const outcome = auditOutcome(auditVerdict(run.stdout ?? "", run.status), { required: process.env.AUDIT_REQUIRED === "1" });
if (outcome.level === "info") console.log(outcome.line);
else if (outcome.level === "warning") console.warn(outcome.line);
else console.error(outcome.line);
process.exit(outcome.exitCode);
