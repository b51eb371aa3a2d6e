import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

/** Repository-relative file → the repository-relative files it imports (static, dynamic, type-only). */
export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.tsx?$/;
const CANDIDATES = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/**
 * Reads the imports of every TypeScript file under `folders` of `root`. Only relative
 * specifiers are ours; packages, `cloudflare:*` and `virtual:*` modules are not, and an
 * import that names no file (React Router's generated `./+types/…`) is left out.
 */
export function readImportGraph(root: string, folders: string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of folders.flatMap((folder) => sourceFiles(resolve(root, folder)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((specifier) => specifier.startsWith("."))
      .map((specifier) => resolve(dirname(file), specifier))
      .map((base) => CANDIDATES.map((suffix) => base + suffix).find((path) => SOURCE.test(path) && existsSync(path)))
      .filter((path): path is string => path !== undefined)
      .map((path) => relative(root, path));
    graph.set(relative(root, file), [...new Set(targets)]);
  }
  return graph;
}
