import { afterAll, describe, expect, it } from "vitest";
import { pdfText } from "../stamp/testing/poppler";
import { closeHtmlRenderer, htmlBrowser } from "./chromium";
import { HtmlTemplateError } from "./html-template-error";
import { printHtml } from "./print-html";
import { renderHtmlTemplate } from "./render-html-template";

afterAll(closeHtmlRenderer);

const hello = { html: "<p>Hello {{ name }}</p>", css: "", data: { name: "again" } };

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

  it("gives up on a document that takes longer than its time budget", async () => {
    const browser = await htmlBrowser();
    const rows = "<tr><td>cell</td><td>cell</td><td>cell</td></tr>".repeat(20_000);
    const error = await printHtml(`<table>${rows}</table>`, "https://marker.signet.invalid/t/", 200).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HtmlTemplateError);
    expect((error as Error).message).toMatch(/took longer than 0.2 seconds to turn into a PDF/);
    // The abandoned context is closed and the browser still serves the next render.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(browser.contexts()).toHaveLength(0);
    expect(pdfText((await renderHtmlTemplate(hello)).pdf)).toContain("Hello again");
  });
});
