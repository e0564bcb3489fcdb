import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tightenDataDir, tightenLogLine } from "./data-dir-modes";

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "signet-modes-"));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe("tightenDataDir", () => {
  it("gives an existing DATA_DIR and everything under it to the server's user alone, and counts what it changed", () => {
    const dataDir = path.join(root, "data");
    fs.mkdirSync(path.join(dataDir, "pgdata", "base"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "pgdata", "base", "1234"), "x");
    fs.writeFileSync(path.join(dataDir, "secrets.json"), "{}");
    fs.writeFileSync(path.join(dataDir, "already.txt"), "x", { mode: 0o600 });
    fs.chmodSync(dataDir, 0o777);
    fs.chmodSync(path.join(dataDir, "pgdata"), 0o755);
    fs.chmodSync(path.join(dataDir, "pgdata", "base"), 0o700);
    fs.chmodSync(path.join(dataDir, "pgdata", "base", "1234"), 0o666);
    fs.chmodSync(path.join(dataDir, "secrets.json"), 0o644);
    fs.chmodSync(path.join(dataDir, "already.txt"), 0o600);

    expect(tightenDataDir(dataDir)).toEqual({ changed: 4, refused: 0 });
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, "pgdata"))).toBe(0o700);
    expect(mode(path.join(dataDir, "pgdata", "base", "1234"))).toBe(0o600);
    expect(mode(path.join(dataDir, "secrets.json"))).toBe(0o600);
    // A second start finds nothing to change.
    expect(tightenDataDir(dataDir)).toEqual({ changed: 0, refused: 0 });
  });

  it("keeps an executable bit off files and leaves what a symbolic link points at alone", () => {
    const dataDir = path.join(root, "data");
    const outside = path.join(root, "outside.txt");
    fs.mkdirSync(dataDir, { mode: 0o700 });
    fs.writeFileSync(outside, "x");
    fs.chmodSync(outside, 0o644);
    fs.symlinkSync(outside, path.join(dataDir, "link"));
    fs.writeFileSync(path.join(dataDir, "tool"), "x");
    fs.chmodSync(path.join(dataDir, "tool"), 0o755);

    expect(tightenDataDir(dataDir)).toEqual({ changed: 1, refused: 0 });
    expect(mode(path.join(dataDir, "tool"))).toBe(0o600);
    expect(mode(outside)).toBe(0o644);
  });

  it("finds nothing to do when DATA_DIR does not exist yet", () => {
    expect(tightenDataDir(path.join(root, "missing"))).toEqual({ changed: 0, refused: 0 });
  });
});

describe("tightenLogLine", () => {
  it("says how many entries changed, in one line, and nothing when none did", () => {
    expect(tightenLogLine("/srv/signet", { changed: 968, refused: 0 })).toBe(
      "[signet] DATA_DIR /srv/signet: gave 968 entries to the server's user alone (folders 0700, files 0600)",
    );
    expect(tightenLogLine("/srv/signet", { changed: 0, refused: 2 })).toBe("[signet] DATA_DIR /srv/signet: could not change the mode of 2 owned by another user");
    expect(tightenLogLine("/srv/signet", { changed: 0, refused: 0 })).toBeNull();
  });
});
