/**
 * A template must never make the server fetch anything. A local HTTP server counts every
 * connection and request while templates point at it in every way HTML and CSS allow.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfText } from "../stamp/testing/poppler";
import { closeHtmlRenderer } from "./chromium";
import { printHtml } from "./print-html";
import { renderHtmlTemplate } from "./render-html-template";

let server: http.Server;
let base: string;
const seen = { connections: 0, requests: [] as string[] };

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.requests.push(request.url ?? "");
    response.end("body { color: red }");
  });
  server.on("connection", () => {
    seen.connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await closeHtmlRenderer();
  await new Promise((resolve) => server.close(resolve));
});

function hostileHtml(): string {
  return `
    <link rel="stylesheet" href="${base}/link.css">
    <link rel="preconnect" href="${base}"><link rel="dns-prefetch" href="${base}"><link rel="prefetch" href="${base}/prefetch">
    <link rel="icon" href="${base}/favicon.ico">
    <meta http-equiv="refresh" content="0; url=${base}/refresh">
    <style>@import url("${base}/inline-import.css"); .bg { background: url("${base}/inline-bg.png"); }</style>
    <img src="${base}/img.png" srcset="${base}/img-2x.png 2x" alt="">
    <picture><source srcset="${base}/source.webp"><img src="${base}/picture.png" alt=""></picture>
    <iframe src="${base}/iframe.html"></iframe>
    <object data="${base}/object.pdf"></object><embed src="${base}/embed.swf">
    <video poster="${base}/poster.png" src="${base}/video.mp4"></video><audio src="${base}/audio.mp3"></audio>
    <svg><image href="${base}/svg-image.png" width="10" height="10"/></svg>
    <form action="${base}/form"><input type="image" src="${base}/input.png"></form>
    <div class="bg" style="background-image: url('${base}/style-attr.png'); width: 50px; height: 50px">inside</div>
    <p>still printed</p>`;
}

const hostileCss = () => `
  @import "${base}/import.css";
  @font-face { font-family: Remote; src: url("${base}/font.woff2"); }
  body { font-family: Remote, sans-serif; background: url("${base}/css-bg.png"); }
  p::after { content: url("${base}/after.png"); }
  li { list-style-image: url("${base}/bullet.png"); }`;

async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 300));
}

describe("network isolation", () => {
  it("fetches nothing for a template that points everywhere", async () => {
    const result = await renderHtmlTemplate({ organizationId: "test-org", html: `${hostileHtml()}<ul><li>item</li></ul>`, css: hostileCss(), data: {} });
    await settle();
    expect(pdfText(result.pdf)).toContain("still printed");
    expect(seen.requests).toEqual([]);
    expect(seen.connections).toBe(0);
  });

  it("refuses every request in the browser even without the page's content security policy", async () => {
    const document = `<!doctype html><html><head><style>${hostileCss()}</style></head><body>${hostileHtml()}</body></html>`;
    const pdf = await printHtml(document, "https://marker.signet.invalid/test/");
    await settle();
    expect(pdfText(pdf)).toContain("still printed");
    expect(seen.requests).toEqual([]);
    expect(seen.connections).toBe(0);
  });
});
