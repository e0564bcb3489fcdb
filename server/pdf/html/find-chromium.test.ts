import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findChromium, locateChromium } from "./find-chromium";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "find-chromium-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function file(name: string): string {
  const at = path.join(dir, name);
  fs.writeFileSync(at, "");
  return at;
}
const absent = (name: string) => path.join(dir, name);

describe("findChromium", () => {
  it("takes CHROMIUM_PATH as it is, even when nothing is there, so that a wrong setting is reported", () => {
    const system = file("system-chromium");
    expect(findChromium({ configured: "/opt/custom/chrome", systemPaths: [system] })).toBe("/opt/custom/chrome");
  });

  it("else takes the first system package that exists, in order", () => {
    const second = file("chromium-browser");
    const third = file("chromium-other");
    expect(findChromium({ configured: undefined, systemPaths: [absent("chromium"), second, third], playwrightPath: () => third })).toBe(second);
  });

  it("else takes the browser Playwright downloaded, when it is there", () => {
    const bundled = file("playwright-chrome");
    expect(findChromium({ configured: undefined, systemPaths: [absent("a"), absent("b")], playwrightPath: () => bundled })).toBe(bundled);
    expect(findChromium({ configured: undefined, systemPaths: [absent("a")], playwrightPath: () => absent("not-downloaded") })).toBeNull();
    expect(findChromium({ configured: undefined, systemPaths: [], playwrightPath: () => undefined })).toBeNull();
  });

  it("finds this machine's Chromium with the defaults", () => {
    const found = findChromium({ configured: undefined });
    if (found === null) return expect(fs.existsSync("/usr/bin/chromium")).toBe(false);
    expect(fs.existsSync(found)).toBe(true);
  });
});

describe("locateChromium", () => {
  const packed = () => ({ file: path.join(dir, "never-read.br"), version: "9.9.9" });

  it("prefers any browser findChromium finds to the npm package's, which it then leaves packed", async () => {
    const system = file("located-system-chromium");
    expect(await locateChromium({ configured: undefined, systemPaths: [system], packed }, path.join(dir, "unpacked"))).toBe(system);
    expect(await locateChromium({ configured: "/opt/custom/chrome", systemPaths: [], packed }, path.join(dir, "unpacked"))).toBe("/opt/custom/chrome");
    expect(fs.existsSync(path.join(dir, "unpacked"))).toBe(false);
  });

  it("else unpacks the npm package's, and answers null without one", async () => {
    const zlib = await import("node:zlib");
    const br = path.join(dir, "packed-chromium.br");
    fs.writeFileSync(br, zlib.brotliCompressSync(Buffer.from("browser")));
    const none = { configured: undefined, systemPaths: [], playwrightPath: () => undefined };
    const unpacked = await locateChromium({ ...none, packed: () => ({ file: br, version: "1.0.0" }) }, path.join(dir, "unpacked"));
    expect(unpacked).toBe(path.join(dir, "unpacked", "1.0.0", "chromium"));
    expect(fs.readFileSync(unpacked!, "utf8")).toBe("browser");
    expect(await locateChromium({ ...none, packed: () => null }, path.join(dir, "unpacked-none"))).toBeNull();
  });
});
