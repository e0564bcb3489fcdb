import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { pdfText } from "../stamp/testing/poppler";
import { closeHtmlRenderer, htmlBrowser, htmlBrowserPid } from "./chromium";
import { HtmlTemplateError } from "./html-template-error";
import { printHtml } from "./print-html";
import { renderHtmlTemplate } from "./render-html-template";

afterAll(closeHtmlRenderer);

const hello = { organizationId: "test-org", html: "<p>Hello {{ name }}</p>", css: "", data: { name: "again" } };

describe("the warm Chromium", () => {
  it("is launched once for concurrent first calls and reused afterwards", async () => {
    const [first, second] = await Promise.all([htmlBrowser(), htmlBrowser()]);
    expect(first).toBe(second);
    await renderHtmlTemplate(hello);
    expect(await htmlBrowser()).toBe(first);
    // One context per render, closed afterwards.
    expect(first.contexts()).toHaveLength(0);
  });

  it("is replaced after it disconnects", async () => {
    const crashed = await htmlBrowser();
    await crashed.close();
    const result = await renderHtmlTemplate(hello);
    expect(pdfText(result.pdf)).toContain("Hello again");
    const replacement = await htmlBrowser();
    expect(replacement).not.toBe(crashed);
    expect(replacement.isConnected()).toBe(true);
  });

  it("is launched again after closeHtmlRenderer", async () => {
    const before = await htmlBrowser();
    await closeHtmlRenderer();
    expect(before.isConnected()).toBe(false);
    expect(pdfText((await renderHtmlTemplate(hello)).pdf)).toContain("Hello again");
  });

  it("gives up on a document that takes longer than its time budget, and leaves nothing of it running", async () => {
    const browser = await htmlBrowser();
    const pid = (await htmlBrowserPid())!;
    expect(processesOfGroup(pid).length).toBeGreaterThan(1);
    const rows = "<tr><td>cell</td><td>cell</td><td>cell</td></tr>".repeat(20_000);
    const error = await printHtml(`<table>${rows}</table>`, "https://marker.signet.invalid/t/", { budgetMs: 200 }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HtmlTemplateError);
    expect((error as Error).message).toMatch(/took longer than 0.2 seconds to turn into a PDF/);
    // The browser went with every process it started (a print compositor would keep printing).
    expect(browser.isConnected()).toBe(false);
    expect(processesOfGroup(pid)).toEqual([]);
    // The next render gets a new browser.
    expect(pdfText((await renderHtmlTemplate(hello)).pdf)).toContain("Hello again");
    expect(await htmlBrowserPid()).not.toBe(pid);
  });

  it("gives each render slot a browser of its own", async () => {
    const [first, second] = await Promise.all([htmlBrowser(0), htmlBrowser(1)]);
    expect(first).not.toBe(second);
    expect(await htmlBrowserPid(0)).not.toBe(await htmlBrowserPid(1));
  });
});

/** Every live process in the process group or session led by `pid`. */
function processesOfGroup(pid: number): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue;
    }
    // After "pid (comm)": state, ppid, pgrp, session. A zombie is dead, only not yet reaped.
    const [state, , group, session] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (state !== "Z" && (Number(group) === pid || Number(session) === pid)) found.push(Number(entry));
  }
  return found;
}
