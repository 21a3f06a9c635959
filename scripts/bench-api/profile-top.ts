import { readFileSync } from "node:fs";

// Lists a V8 CPU profile's (node --cpu-prof) top frames by self time and by total time, with
// the share of the samples in each, as a note or an issue quotes them:
//   npm run bench:profile -- <file.cpuprofile> [count]

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
}

const [file, countText] = process.argv.slice(2);
if (!file) {
  console.error("usage: npm run bench:profile -- <file.cpuprofile> [count]");
  process.exit(2);
}
const count = Number(countText ?? 25);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

/** "name (file:line)", the file shortened to its part under node_modules or the project. */
function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url.replace(/^.*\/node_modules\//, "").replace(/^file:\/\/.*\/(server|shared|build)\//, "$1/");
  return `${functionName || "(anonymous)"}${where ? ` ${where}:${lineNumber + 1}` : ""}`;
}

const self = new Map<string, number>();
const total = new Map<string, number>();
for (const sample of profile.samples) {
  const leaf = byId.get(sample);
  if (!leaf) continue;
  const leafName = frameName(leaf);
  self.set(leafName, (self.get(leafName) ?? 0) + 1);
  // Each frame on the stack once, however often it recurs.
  const seen = new Set<string>();
  for (let id: number | undefined = sample; id !== undefined; id = parentOf.get(id)) {
    const node = byId.get(id);
    if (!node) break;
    const name = frameName(node);
    if (seen.has(name)) continue;
    seen.add(name);
    total.set(name, (total.get(name) ?? 0) + 1);
  }
}

const samples = profile.samples.length;
function print(title: string, counts: Map<string, number>): void {
  console.log(`\n${title} (${samples} samples)`);
  for (const [name, hits] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(`${((hits / samples) * 100).toFixed(1).padStart(5)} %  ${name}`);
  }
}
print("Self time", self);
print("Total time", total);
