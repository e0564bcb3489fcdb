/** Files on disk (issue #13): a fresh DATA_DIR is private to the server's user. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { resetEnv } from "./env";
import { secrets } from "./secrets";

const saved = { DATA_DIR: process.env.DATA_DIR, SECRET_KEY: process.env.SECRET_KEY, AUTH_SECRET: process.env.AUTH_SECRET };
const cache = globalThis as unknown as { __signetSecrets?: unknown };

afterEach(() => {
  Object.assign(process.env, saved);
  cache.__signetSecrets = undefined;
  resetEnv();
});

describe("generated secrets", () => {
  it("create DATA_DIR 0700 and secrets.json 0600", () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "signet-secrets-")), "data");
    process.env.DATA_DIR = dataDir;
    delete process.env.SECRET_KEY;
    delete process.env.AUTH_SECRET;
    cache.__signetSecrets = undefined;
    resetEnv();

    expect(secrets().secretKey.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dataDir, "secrets.json")).mode & 0o777).toBe(0o600);
  });
});
