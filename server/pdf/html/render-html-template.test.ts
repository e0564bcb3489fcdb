import { PDFDocument } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { pdfFonts, pdfText } from "../stamp/testing/poppler";
import { closeHtmlRenderer } from "./chromium";
import { HtmlTemplateError } from "./html-template-error";
import { type MarkerRect, renderHtmlTemplate } from "./render-html-template";

afterAll(closeHtmlRenderer);

// 800 × 1000 CSS px pages with 40 px margins: 600 × 750 pt, content starting at (30, 30) pt.
const PAGE_CSS = `@page { size: 800px 1000px; margin: 40px; } body { margin: 0; font-size: 16px; line-height: 20px; } p { margin: 0; }`;
const pt = (px: number) => px * 0.75;

function expectRect(actual: MarkerRect | undefined, expected: MarkerRect) {
  expect(actual, "marker present").toBeDefined();
  if (!actual) return;
  expect(actual.page).toBe(expected.page);
  for (const side of ["x", "y", "w", "h"] as const) {
    expect(Math.abs(actual[side] - expected[side]), `${side}: ${actual[side]} vs ${expected[side]}`).toBeLessThanOrEqual(2);
  }
}

/** Every string in the PDF's objects, to prove no marker link survived. */
async function pdfUris(pdf: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  const uris: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const match = /\/URI \(([^)]*)\)/.exec(object.toString());
    if (match?.[1]) uris.push(match[1]);
  }
  return uris;
}

async function failure(input: { html: string; css?: string; data?: Record<string, unknown> }): Promise<HtmlTemplateError> {
  const error = await renderHtmlTemplate({ organizationId: "test-org", css: PAGE_CSS, data: {}, ...input }).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HtmlTemplateError);
  return error as HtmlTemplateError;
}

describe("renderHtmlTemplate", () => {
  it("prints on A4 when the template sets no page size, and on the @page size when it does", async () => {
    const a4 = await renderHtmlTemplate({ organizationId: "test-org", html: "<p>Hello</p>", css: "", data: {} });
    const page = (await PDFDocument.load(a4.pdf)).getPage(0);
    expect(page.getWidth()).toBeCloseTo(595.3, 0);
    expect(page.getHeight()).toBeCloseTo(841.9, 0);
    expect(a4.pageCount).toBe(1);
    expect(a4.markers).toEqual({});

    const custom = await renderHtmlTemplate({ organizationId: "test-org", html: "<p>Hello</p>", css: PAGE_CSS, data: {} });
    const customPage = (await PDFDocument.load(custom.pdf)).getPage(0);
    expect([customPage.getWidth(), customPage.getHeight()]).toEqual([600, 750]);
  });

  it("draws Latin, Cyrillic, Greek, Chinese and Korean with the embedded Noto fonts", async () => {
    const html = `<p>{{ latin }}</p><p><b>{{ bold }}</b></p><p>{{ cyrillic }} {{ greek }}</p><p>{{ chinese }}</p><p>{{ korean }}</p><pre>{{ code }}</pre>`;
    const data = { latin: "Grüße aus Łódź, Zoë", bold: "Fett gedruckt", cyrillic: "Привет мир", greek: "Γειά σου κόσμε", chinese: "你好世界", korean: "안녕하세요", code: "mono_42" };
    const result = await renderHtmlTemplate({ organizationId: "test-org", html, css: PAGE_CSS, data });
    const text = pdfText(result.pdf);
    for (const value of Object.values(data)) expect(text).toContain(value);
    const fonts = pdfFonts(result.pdf);
    for (const name of ["NotoSans-Regular", "NotoSans-Bold", "NotoSansSC", "NotoSansKR", "NotoSansMono"]) expect(fonts).toContain(name);
    expect(fonts).not.toMatch(/DejaVu|Liberation/);
  });

  it("loads the CJK fonts only for documents that use them", async () => {
    const result = await renderHtmlTemplate({ organizationId: "test-org", html: "<p>Plain Latin only</p>", css: PAGE_CSS, data: {} });
    expect(pdfFonts(result.pdf)).not.toMatch(/NotoSansSC|NotoSansKR/);
  });

  it("lets the template's CSS override the default font", async () => {
    const result = await renderHtmlTemplate({ organizationId: "test-org", html: "<p>Monospaced body</p>", css: `${PAGE_CSS} body { font-family: "Noto Sans Mono"; }`, data: {} });
    expect(pdfFonts(result.pdf)).toContain("NotoSansMono");
    expect(pdfFonts(result.pdf)).not.toContain("NotoSans-Regular");
  });

  it("prints hostile data as text, and never runs the template's scripts", async () => {
    const html = `<p>A: {{ script }}</p><p>B: {{ style }}</p><script>document.body.append("SCRIPT RAN")</script><p>end</p>`;
    const data = { script: "<script>alert(1)</script>", style: "</style><h1>x</h1>" };
    const text = pdfText((await renderHtmlTemplate({ organizationId: "test-org", html, css: `${PAGE_CSS} </style><p>CSS ESCAPED</p><style>`, data })).pdf);
    expect(text).toContain("A: <script>alert(1)</script>");
    expect(text).toContain("B: </style><h1>x</h1>");
    expect(text).toContain("end");
    expect(text).not.toContain("SCRIPT RAN");
    expect(text).not.toContain("CSS ESCAPED");
  });

  it("measures a sized marker, a marker in a table and an empty inline marker where they landed", async () => {
    const html = `
      <div style="height: 100px"></div>
      <span data-sd-field="signature" style="display:inline-block; vertical-align:top; width:180px; height:48px; border:1px dashed #999; box-sizing:border-box"></span>
      <table style="border-collapse:collapse; margin-top:20px"><tr>
        <td style="width:200px; height:40px; padding:0">Date</td>
        <td style="padding:0"><div data-sd-field="date" style="width:150px; height:40px"></div></td>
      </tr></table>
      <p>Initials: <span data-sd-field="initials"></span></p>`;
    const { markers } = await renderHtmlTemplate({ organizationId: "test-org", html, css: PAGE_CSS, data: {} });
    expect(Object.keys(markers).sort()).toEqual(["date", "initials", "signature"]);
    // The border box, since box-sizing makes width and height the border box here.
    expectRect(markers.signature, { page: 0, x: pt(40) + 0.75, y: pt(140) + 0.75, w: pt(180) - 1.5, h: pt(48) - 1.5 });
    // The line holding the signature box is 48 px tall; the table starts 20 px below it.
    expectRect(markers.date, { page: 0, x: pt(40 + 200), y: pt(140 + 48 + 20), w: pt(150), h: pt(40) });
    const initials = markers.initials;
    expect(initials?.page).toBe(0);
    expect(initials?.y).toBeGreaterThan(pt(140 + 48 + 20 + 40) - 2);
    expect(initials?.w).toBeGreaterThanOrEqual(pt(16) - 0.5); // at least 1em wide
    expect(initials?.h).toBeGreaterThanOrEqual(pt(16) - 0.5); // about the text's height
    expect(initials?.h).toBeLessThanOrEqual(pt(24));
  });

  it("finds markers on page 3, after a forced break, and only inside true conditions", async () => {
    const html = `
      {% for row in rows %}<p style="height:20px">{{ row }}</p>{% endfor %}
      <div style="break-before: page"><span data-sd-field="second" style="display:block; width:100px; height:20px; margin-left:10px"></span></div>
      <div style="break-before: page; height: 50px"></div>
      {% if signed %}<div data-sd-field="third" style="width:100px; height:30px"></div>{% endif %}
      {% if witness %}<div data-sd-field="witness" style="width:100px; height:30px"></div>{% endif %}`;
    const result = await renderHtmlTemplate({ organizationId: "test-org", html, css: PAGE_CSS, data: { rows: ["a", "b", "c"], signed: true, witness: false } });
    expect(result.pageCount).toBe(3);
    expectRect(result.markers.second, { page: 1, x: pt(50), y: pt(40), w: pt(100), h: pt(20) });
    expectRect(result.markers.third, { page: 2, x: pt(40), y: pt(90), w: pt(100), h: pt(30) });
    expect(result.markers).not.toHaveProperty("witness");

    const witnessed = await renderHtmlTemplate({ organizationId: "test-org", html, css: PAGE_CSS, data: { rows: [], signed: false, witness: true } });
    expect(Object.keys(witnessed.markers).sort()).toEqual(["second", "witness"]);
  });

  it("takes its marker links out of the PDF and keeps the template's own links", async () => {
    const html = `<p><a href="https://example.com/terms">terms</a> <a href="https://marker.signet.invalid/0/forged">forged</a></p><span data-sd-field="sig" style="display:inline-block; width:100px; height:30px"></span>`;
    const result = await renderHtmlTemplate({ organizationId: "test-org", html, css: PAGE_CSS, data: {} });
    expect(Object.keys(result.markers)).toEqual(["sig"]);
    const uris = await pdfUris(result.pdf);
    expect(uris).toContain("https://example.com/terms");
    expect(uris.filter((uri) => uri.includes("marker.signet.invalid") && !uri.endsWith("/0/forged"))).toEqual([]);
  });

  it("keeps its page and markers when the template asks the browser to reload or go elsewhere", async () => {
    const targets = ["", "; url=https://example.com/elsewhere", "; url=about:blank", "; url=about:srcdoc", "; url=data:text/html,gone"];
    const html = targets
      .map((target, index) => `<meta http-equiv="refresh" content="0${target}"><iframe srcdoc="<meta http-equiv=refresh content='0; url=about:blank'>"></iframe><p>stay ${index}</p>`)
      .join("");
    for (const [index, target] of targets.entries()) {
      const result = await renderHtmlTemplate({
        organizationId: "test-org",
        html: `<meta http-equiv="refresh" content="0${target}"><p>stay ${index}</p><div data-sd-field="sig" style="width:100px; height:30px"></div>`,
        css: PAGE_CSS,
        data: {},
      });
      expect(pdfText(result.pdf), target).toContain(`stay ${index}`);
      expect(Object.keys(result.markers), target).toEqual(["sig"]);
    }
    expect(pdfText((await renderHtmlTemplate({ organizationId: "test-org", html, css: PAGE_CSS, data: {} })).pdf)).toContain("stay 4");
  });

  it("accepts keys that are also names of object properties", async () => {
    const html = `<div data-sd-field="constructor" style="width:100px; height:30px"></div><div data-sd-field="toString" style="width:100px; height:30px"></div>`;
    const { markers } = await renderHtmlTemplate({ organizationId: "test-org", html, css: PAGE_CSS, data: {} });
    expectRect(markers["constructor"] as unknown as MarkerRect, { page: 0, x: pt(40), y: pt(40), w: pt(100), h: pt(30) });
    expectRect(markers["toString"] as unknown as MarkerRect, { page: 0, x: pt(40), y: pt(70), w: pt(100), h: pt(30) });
  });

  it("measures a marker the author made invisible", async () => {
    const html = `<div style="height: 60px"></div><div data-sd-field="hidden" style="visibility:hidden; width:120px; height:30px"></div>`;
    const { markers } = await renderHtmlTemplate({ organizationId: "test-org", html, css: PAGE_CSS, data: {} });
    expectRect(markers.hidden, { page: 0, x: pt(40), y: pt(100), w: pt(120), h: pt(30) });
  });

  it("refuses a marker key used twice, an invalid key, and a marker on an image", async () => {
    expect((await failure({ html: `{% for i in (1..2) %}<span data-sd-field="sig">x</span>{% endfor %}` })).message).toMatch(/"sig" appears more than once/);
    expect((await failure({ html: `<span data-sd-field="9 lives">x</span>` })).message).toMatch(/"9 lives" is not a valid key/);
    expect((await failure({ html: `<img data-sd-field="logo" alt="">` })).message).toMatch(/<img> element/);
  });

  it("refuses a marker split across two pages", async () => {
    const error = await failure({ html: `<div style="height: 900px"></div><div data-sd-field="tall" style="height: 300px"></div>` });
    expect(error.message).toMatch(/"tall" is split across two pages/);
  });

  it("prints at most one page past maxPages, so a long document costs no more than the limit", async () => {
    const html = `{% for page in (1..40) %}<p style="break-after:page">Page {{ page }}</p>{% endfor %}`;
    expect((await renderHtmlTemplate({ organizationId: "test-org", html, css: PAGE_CSS, data: {} })).pageCount).toBe(40);
    const capped = await renderHtmlTemplate({ organizationId: "test-org", maxPages: 5, html, css: PAGE_CSS, data: {} });
    expect(capped.pageCount).toBe(6);
    expect(pdfText(capped.pdf)).toContain("Page 6");
    expect(pdfText(capped.pdf)).not.toContain("Page 7");
    // A document within the limit is printed whole.
    expect((await renderHtmlTemplate({ organizationId: "test-org", maxPages: 100, html, css: PAGE_CSS, data: {} })).pageCount).toBe(40);
  });

  it("renders several templates at once in the render slots' browsers", async () => {
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) => renderHtmlTemplate({ organizationId: "test-org", html: `<p>Copy {{ n }}</p>`, css: PAGE_CSS, data: { n } })),
    );
    results.forEach((result, index) => expect(pdfText(result.pdf)).toContain(`Copy ${index + 1}`));
  });
});
