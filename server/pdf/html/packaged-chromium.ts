/**
 * The Chromium that the npm package @sparticuz/chromium ships (a headless build for x64 Linux,
 * packed with brotli), for a machine with neither CHROMIUM_PATH nor a system Chromium: so that
 * `npm install && npm start` alone prints HTML templates.
 *
 * We unpack it ourselves, once, into $DATA_DIR/chromium/<version>/chromium, rather than calling
 * the package's executablePath(): that one writes /tmp/chromium, a fixed name in a folder every
 * local user may write to, so whoever creates it first chooses what we would run, and it takes
 * any file of that name as finished, even one a crash left half written. DATA_DIR is ours alone,
 * and the file gets its name only once it is complete. Of the package's other archives we need
 * none: fonts come from template-fonts.ts, and printing needs no GPU (swiftshader).
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";

const PACKAGE = "@sparticuz/chromium";

export interface PackedChromium {
  /** The brotli-packed executable. */
  file: string;
  /** The package's version, so that an upgrade unpacks its own browser beside the old one. */
  version: string;
}

/** The package's packed browser, or null where it is not installed or ships nothing that runs. */
export function findPackedChromium(): PackedChromium | null {
  if (process.platform !== "linux" || process.arch !== "x64") return null;
  let entry: string;
  try {
    // Note: a require built at run time from the app's folder (the server, the CLI and the tests
    // all run there). A plain import would be rewritten by the bundler of `next build`, and the
    // package finds its files relative to its own folder.
    const { createRequire } = process.getBuiltinModule("node:module");
    entry = createRequire(path.join(process.cwd(), "package.json")).resolve(PACKAGE);
  } catch {
    return null;
  }
  const root = path.resolve(path.dirname(entry), "..");
  const file = path.join(root, "bin", "chromium.br");
  if (!fs.existsSync(file)) return null;
  const { version } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { version: string };
  return { file, version };
}

// Render slots starting at once share one unpacking (about 200 MB to write).
const unpacking = new Map<string, Promise<string>>();

/** Unpacks `packed` under `dir` unless it is there already; answers the executable's path. */
export function unpackChromium(packed: PackedChromium, dir: string): Promise<string> {
  const target = path.join(dir, packed.version, "chromium");
  if (fs.existsSync(target)) return Promise.resolve(target);
  const pending = unpacking.get(target) ?? unpackTo(packed.file, target).finally(() => unpacking.delete(target));
  unpacking.set(target, pending);
  return pending;
}

async function unpackTo(file: string, target: string): Promise<string> {
  await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  // Two processes on one DATA_DIR may unpack at once: each writes its own file, and the rename
  // that names it is atomic, so a reader never sees a half-written browser.
  const partial = `${target}.${randomUUID()}.partial`;
  try {
    await pipeline(fs.createReadStream(file), zlib.createBrotliDecompress(), fs.createWriteStream(partial, { mode: 0o700 }));
    await fs.promises.rename(partial, target);
  } finally {
    await fs.promises.rm(partial, { force: true });
  }
  return target;
}
