import { describe, expect, it } from "vitest";
import { extractLinks } from "./extract-links";

describe("extractLinks", () => {
  it("finds bare URLs in the text, without the sentence punctuation after them", () => {
    expect(
      extractLinks("Sign here: https://signet.test/sign/abc. Or see (https://signet.test/help), thanks!", null),
    ).toEqual(["https://signet.test/sign/abc", "https://signet.test/help"]);
  });

  it("keeps brackets that belong to the URL and drops quotes around it", () => {
    expect(extractLinks("See “https://en.wikipedia.org/wiki/Seal_(emblem)”.", null)).toEqual([
      "https://en.wikipedia.org/wiki/Seal_(emblem)",
    ]);
  });

  it("reads href attributes and decodes HTML entities in them", () => {
    const html = `<p><a href="https://signet.test/download?a=1&amp;b=2">Download</a>
      <a href='http://localhost:3000/sign/x&#x3D;y'>Sign</a></p>`;
    expect(extractLinks("", html)).toEqual(["https://signet.test/download?a=1&b=2", "http://localhost:3000/sign/x=y"]);
  });

  it("reads bare URLs in the visible HTML text, but not image sources or relative and mailto links", () => {
    const html = `<img src="https://cdn.test/logo.png" alt="Logo"><a href="/relative">x</a>
      <a href="mailto:a@b.test">mail</a><p>Copy https://signet.test/sign/t?x=1&amp;y=2 into your browser</p>`;
    expect(extractLinks("", html)).toEqual(["https://signet.test/sign/t?x=1&y=2"]);
  });

  it("ignores HTML comments such as Outlook conditionals", () => {
    expect(extractLinks("", `<!--[if mso]><a href="https://hidden.test/">x</a><![endif]-->`)).toEqual([]);
  });

  it("lists each URL once, text part first, in order of appearance", () => {
    const text = "Sign: https://signet.test/sign/abc\nHelp: https://signet.test/help";
    const html = `<a href="https://signet.test/sign/abc">Sign</a> <a href="https://signet.test/other">Other</a> https://signet.test/help`;
    expect(extractLinks(text, html)).toEqual([
      "https://signet.test/sign/abc",
      "https://signet.test/help",
      "https://signet.test/other",
    ]);
  });
});
