/**
 * A `.cpuprofile` (node --cpu-prof) summed up in the terminal: the functions with the most self
 * time, and self time per package or file, so that a profile of the server can be read without
 * a browser. Total time counts each sample once for every function on its stack (what a call
 * and everything under it cost).
 *
 *   npx tsx bench/read-cpu-profile.ts /tmp/prof/CPU.*.cpuprofile [top=30]
 */
import fs from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** node_modules/<package> (scoped too), a .next chunk, or the file itself. */
function placeOf(url: string): string {
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  if (url.startsWith("node:")) return url;
  return url.replace(/^file:\/\//, "").replace(/^.*\/\.next\//, ".next/") || "(native or idle)";
}

function top(map: Map<string, number>, count: number, total: number): string[] {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micros]) => `${(micros / 1000).toFixed(0).padStart(8)} ms ${((100 * micros) / total).toFixed(1).padStart(5)}%  ${name}`);
}

function main(): void {
  const [file, countArg] = process.argv.slice(2);
  if (!file) throw new Error("usage: read-cpu-profile.ts <file.cpuprofile> [top]");
  const count = Number(countArg ?? 30);
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfTime = new Map<number, number>();
  profile.samples.forEach((id, index) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));

  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const nameOf = (node: ProfileNode) => `${node.callFrame.functionName || "(anonymous)"} ${placeOf(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;

  const byFunction = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const placeInclusive = new Map<string, number>();
  const byPlace = new Map<string, number>();
  let total = 0;
  let idle = 0;
  for (const [id, micros] of selfTime) {
    const { functionName, url } = byId.get(id)!.callFrame;
    if (functionName === "(idle)") {
      idle += micros;
      continue;
    }
    total += micros;
    const name = nameOf(byId.get(id)!);
    const onStack = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) onStack.add(nameOf(byId.get(at)!));
    for (const each of onStack) inclusive.set(each, (inclusive.get(each) ?? 0) + micros);
    const placesOnStack = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) placesOnStack.add(placeOf(byId.get(at)!.callFrame.url));
    for (const each of placesOnStack) placeInclusive.set(each, (placeInclusive.get(each) ?? 0) + micros);
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    byPlace.set(placeOf(url), (byPlace.get(placeOf(url)) ?? 0) + micros);
  }
  console.log(`busy ${(total / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms`);
  console.log("\nself time by function:");
  console.log(top(byFunction, count, total).join("\n"));
  console.log("\ntotal time by function:");
  console.log(top(inclusive, count, total).join("\n"));
  console.log("\nself time by package or file:");
  console.log(top(byPlace, count, total).join("\n"));
  console.log("\ntotal time by package or file (anything on the stack):");
  console.log(top(placeInclusive, count, total).join("\n"));
}

main();
