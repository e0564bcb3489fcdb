/**
 * The test files whose outcome can depend on which database runs them: those that reach the
 * database client (server/db/client.ts) through their imports, or through a script they start
 * as a child process, or that name DATABASE_URL. The Postgres pass runs only these; every other
 * file runs the same code whatever DATABASE_URL says, and the PGlite pass has run it already.
 *
 *   node scripts/database-test-files.mjs                 prints the files, one per line
 *   node scripts/database-test-files.mjs --run [args]    runs them with `vitest run [args]`
 *
 * Note: the walk reads import specifiers and quoted repository paths with a pattern, not a
 * parser. It errs towards including a file (a type-only import counts), never towards leaving
 * one out, except for imports built at run time from variables.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const DATABASE_CLIENT = "server/db/client.ts";
const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];
const IMPORT_SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)["']([^"']+)["']/g;
// A script started as a child process is named by its path from the repository's root.
const QUOTED_REPOSITORY_PATH = /["'`]((?:app|components|lib|scripts|server|tests)\/[\w./[\]-]+\.(?:ts|tsx|mjs))["'`]/g;
const SKIPPED_FOLDERS = new Set(["node_modules", ".next", ".git", "e2e", ".data"]);

function existingFile(candidate) {
  for (const extension of EXTENSIONS) {
    const file = candidate + extension;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

function resolveSpecifier(root, fromFile, specifier) {
  if (specifier.startsWith("@/")) return existingFile(path.join(root, specifier.slice(2)));
  if (specifier.startsWith("./") || specifier.startsWith("../")) return existingFile(path.resolve(path.dirname(fromFile), specifier));
  return null; // a package: never our database client
}

function testFiles(root, folder = root) {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : testFiles(root, path.join(folder, entry.name));
    return /\.test\.tsx?$/.test(entry.name) ? [path.join(folder, entry.name)] : [];
  });
}

/** The repository's test files that can reach the database, relative to `root`, sorted. */
export function databaseTestFiles(root) {
  const client = path.join(root, DATABASE_CLIENT);
  const dependencies = new Map();
  const dependenciesOf = (file) => {
    if (!dependencies.has(file)) {
      const source = fs.readFileSync(file, "utf8");
      const found = [
        ...[...source.matchAll(IMPORT_SPECIFIER)].map((match) => resolveSpecifier(root, file, match[1])),
        ...[...source.matchAll(QUOTED_REPOSITORY_PATH)].map((match) => existingFile(path.join(root, match[1]))),
      ];
      dependencies.set(file, found.filter((dependency) => dependency !== null));
    }
    return dependencies.get(file);
  };
  const reachesClient = (start) => {
    const seen = new Set([start]);
    const pending = [start];
    while (pending.length > 0) {
      const file = pending.pop();
      if (file === client) return true;
      for (const dependency of dependenciesOf(file)) {
        if (!seen.has(dependency)) {
          seen.add(dependency);
          pending.push(dependency);
        }
      }
    }
    return false;
  };
  return testFiles(root)
    .filter((file) => fs.readFileSync(file, "utf8").includes("DATABASE_URL") || reachesClient(file))
    .map((file) => path.relative(root, file).split(path.sep).join("/"))
    .sort();
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const files = databaseTestFiles(root);
  const [mode, ...vitestArguments] = process.argv.slice(2);
  if (mode !== "--run") {
    console.log(files.join("\n"));
  } else if (!process.env.DATABASE_URL) {
    console.error("test:postgres runs on the Postgres server that DATABASE_URL names; set it, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres");
    process.exit(2);
  } else {
    const result = spawnSync("npx", ["vitest", "run", ...vitestArguments, ...files], { cwd: root, stdio: "inherit" });
    process.exit(result.status ?? 1);
  }
}
