import type { ImportGraph } from "./import-graph";

/**
 * The allowed imports between our folders (docs/architecture.md, Layers). The Worker's
 * floors, from top to bottom: a file may import its own folder, any lower floor and
 * shared/; never a higher floor, nor another folder of its own floor.
 */
export const WORKER_FLOORS: readonly (readonly string[])[] = [
  // The Worker's entry: composes the API, React Router's handler and the room it exports.
  ["workers/app.ts", "workers/security-headers.ts", "workers/deployment-guard.server.ts"],
  // The API, and each game's room (durable-objects/: its sockets, and the live game whose use
  // cases it runs on its own storage).
  ["workers/api/", "durable-objects/"],
  ["workers/realtime/"],
  ["workers/games/", "workers/payments/"],
  ["workers/users/"],
  ["workers/db/", "workers/auth/", "workers/clock.server.ts"],
];

/** Folders besides the Worker's floors, and the only folders each may import. */
const WINGS: Record<string, readonly string[]> = {
  "shared/": ["shared/"],
  "app/": ["app/", "shared/"],
};

/** What the Worker's entry may import besides its floors and shared/: it is where all meet. */
const ENTRY_MAY_ALSO_IMPORT = ["app/"];

export interface Violation {
  from: string;
  to: string;
  rule: string;
}

interface Place {
  /** The folder (or single file) the rules speak of. */
  unit: string;
  /** Index in WORKER_FLOORS, top = 0; undefined outside workers/. */
  floor?: number;
}

function placeOf(file: string): Place | undefined {
  for (const [floor, units] of WORKER_FLOORS.entries()) {
    const unit = units.find((candidate) => (candidate.endsWith("/") ? file.startsWith(candidate) : file === candidate));
    if (unit) return { unit, floor };
  }
  const wing = Object.keys(WINGS).find((folder) => file.startsWith(folder));
  return wing ? { unit: wing } : undefined;
}

const within = (file: string, folders: readonly string[]) => folders.some((folder) => file.startsWith(folder));

function layerViolation(from: string, to: string): string | undefined {
  const source = placeOf(from);
  if (!source) return from.startsWith("workers/") ? `${from} is on no floor of WORKER_FLOORS` : undefined;
  const allowed = WINGS[source.unit];
  if (allowed) return within(to, allowed) ? undefined : `${source.unit} may import only ${allowed.join(", ")}`;

  if (within(to, ["shared/"])) return undefined;
  const target = placeOf(to);
  if (source.floor === 0 && within(to, ENTRY_MAY_ALSO_IMPORT)) return undefined;
  if (target?.floor === undefined) {
    return to.startsWith("workers/") ? `${to} is on no floor of WORKER_FLOORS` : "the Worker's floors (workers/, durable-objects/) may import only their floors and shared/";
  }
  if (target.floor < source.floor!) return `a lower floor (${source.unit}) imports a higher one (${target.unit})`;
  if (target.floor === source.floor && target.unit !== source.unit && source.floor !== 0) {
    return `folders of one floor (${source.unit}, ${target.unit}) do not import each other`;
  }
  return undefined;
}

/** Import circles: every strongly connected group of files (Tarjan), as one violation each. */
function circles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/** Every import that breaks the layers, and every import circle. Empty means the shape holds. */
export function checkImports(graph: ImportGraph): Violation[] {
  const violations: Violation[] = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const rule = layerViolation(from, to);
      if (rule) violations.push({ from, to, rule });
    }
  }
  for (const group of circles(graph)) {
    violations.push({ from: group[0]!, to: group.at(-1)!, rule: `import circle among ${group.join(", ")}` });
  }
  return violations;
}
