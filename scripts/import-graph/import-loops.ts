import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

// The imports of a folder as TypeScript resolves them, type-only imports included, and the loops
// they run round. import-x's no-cycle would not see a loop that runs through type-only imports;
// the tests of each side's loops (scripts/app-import-loops.test.ts,
// scripts/server-import-loops.test.ts) read them here.

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each module of `folder` and the modules of `folder` it imports, by their paths from the repository's root. */
export function importGraph(folder: string): Map<string, string[]> {
  const config = ts.readConfigFile(join(ROOT, "tsconfig.json"), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const inFolder = join(ROOT, folder) + "/";
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(join(ROOT, folder))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const imported = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName;
      return resolved?.startsWith(inFolder) ? [relative(ROOT, resolved)] : [];
    });
    graph.set(relative(ROOT, file), [...new Set(imported)]);
  }
  return graph;
}

/** The modules that import each other, directly or round a loop: each loop's members (Tarjan's strongly connected components). */
export function importLoops(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (file: string): void => {
    order.set(file, order.size);
    lowest.set(file, order.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const imported of graph.get(file) ?? []) {
      if (!order.has(imported)) {
        visit(imported);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(imported)!));
      } else if (onStack.has(imported)) {
        lowest.set(file, Math.min(lowest.get(file)!, order.get(imported)!));
      }
    }
    if (lowest.get(file) !== order.get(file)) return;
    const members: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      members.push(member);
    } while (member !== file);
    if (members.length > 1 || graph.get(file)?.includes(file)) loops.push(members.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return loops;
}
