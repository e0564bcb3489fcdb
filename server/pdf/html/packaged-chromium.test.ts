/**
 * A machine without CHROMIUM_PATH and without a system Chromium still prints HTML templates,
 * with the browser the npm package @sparticuz/chromium ships; with no browser at all, or one
 * that cannot be unpacked, a render is refused with RENDERER_UNAVAILABLE (503) and a sentence.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { env, resetEnv } from "../../env";
import { AppError } from "../../errors";
import { pdfText } from "../stamp/testing/poppler";
import { closeHtmlRenderer, htmlBrowserPid, setChromiumSources } from "./chromium";
import { findPackedChromium, unpackChromium } from "./packaged-chromium";
import { renderHtmlTemplate } from "./render-html-template";

const hello = { organizationId: "test-org", html: "<p>Hello {{ name }}</p>", css: "", data: { name: "from the npm browser" } };
/** This machine's own browsers out of sight: only CHROMIUM_PATH (unset here) or the package. */
const NO_SYSTEM_BROWSER = { systemPaths: [], playwrightPath: () => undefined };

const configured = process.env.CHROMIUM_PATH;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "packaged-chromium-"));
beforeAll(async () => {
  delete process.env.CHROMIUM_PATH;
  resetEnv();
  await closeHtmlRenderer();
});
afterEach(async () => {
  await closeHtmlRenderer();
  setChromiumSources({});
});
afterAll(() => {
  if (configured !== undefined) process.env.CHROMIUM_PATH = configured;
  resetEnv();
  // About 200 MB: not left behind in the test's DATA_DIR.
  fs.rmSync(path.join(env().DATA_DIR, "chromium"), { recursive: true, force: true });
  fs.rmSync(scratch, { recursive: true, force: true });
});

async function refusal(): Promise<AppError> {
  const error = await renderHtmlTemplate(hello).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("HTML templates on a machine without a Chromium of its own", () => {
  it.skipIf(process.platform !== "linux" || process.arch !== "x64")(
    "print a real PDF with the npm package's browser, unpacked into DATA_DIR on first use",
    async () => {
      setChromiumSources(NO_SYSTEM_BROWSER);
      const rendered = await renderHtmlTemplate(hello);
      expect((await PDFDocument.load(rendered.pdf)).getPageCount()).toBe(1);
      expect(pdfText(rendered.pdf)).toContain("Hello from the npm browser");

      const packed = findPackedChromium()!;
      const unpacked = path.join(env().DATA_DIR, "chromium", packed.version, "chromium");
      expect(fs.readlinkSync(`/proc/${await htmlBrowserPid()}/exe`)).toBe(unpacked);
      expect(fs.statSync(unpacked).mode & 0o777).toBe(0o700);
      expect(fs.readdirSync(path.dirname(unpacked)).filter((name) => name.endsWith(".partial"))).toEqual([]);
    },
    120_000,
  );

  it("refuse with 503 and a sentence when there is no browser at all", async () => {
    setChromiumSources({ ...NO_SYSTEM_BROWSER, packed: () => null });
    const error = await refusal();
    expect(error).toMatchObject({ code: "RENDERER_UNAVAILABLE", status: 503 });
    expect(error.message).toBe("This server has no browser to turn HTML templates into PDFs; its operator can install one (Signet's README says how).");
  });

  it("refuse with 503 and a sentence when the package's browser cannot be unpacked, and leave no half-written file", async () => {
    const broken = path.join(scratch, "chromium.br");
    fs.writeFileSync(broken, "not brotli at all");
    setChromiumSources({ ...NO_SYSTEM_BROWSER, packed: () => ({ file: broken, version: "0.0.0-broken" }) });
    const error = await refusal();
    expect(error).toMatchObject({ code: "RENDERER_UNAVAILABLE", status: 503 });
    expect(error.message).toBe(
      "This server's browser for turning HTML templates into PDFs could not be started; its operator will find why in the server's log.",
    );
    expect(fs.readdirSync(path.join(env().DATA_DIR, "chromium", "0.0.0-broken"))).toEqual([]);
  });
});

describe("unpackChromium", () => {
  it("unpacks once for callers at the same time, and names the file only when it is complete", async () => {
    const packedFile = path.join(scratch, "tiny.br");
    const zlib = await import("node:zlib");
    fs.writeFileSync(packedFile, zlib.brotliCompressSync(Buffer.from("#!/bin/sh\necho tiny\n")));
    const packed = { file: packedFile, version: "1.2.3" };
    const into = path.join(scratch, "unpacked");
    const [first, second] = await Promise.all([unpackChromium(packed, into), unpackChromium(packed, into)]);
    expect(first).toBe(path.join(into, "1.2.3", "chromium"));
    expect(second).toBe(first);
    expect(fs.readdirSync(path.join(into, "1.2.3"))).toEqual(["chromium"]);
    expect(fs.readFileSync(first, "utf8")).toBe("#!/bin/sh\necho tiny\n");
    // There already: not unpacked again.
    fs.writeFileSync(packedFile, "changed");
    expect(await unpackChromium(packed, into)).toBe(first);
  });
});
