import { describe, expect, it } from "vitest";
import { HtmlTemplateError } from "./html-template-error";
import { checkMarkers } from "./marker-keys";

const span = (key: string) => ({ key, tag: "span" });

describe("checkMarkers", () => {
  it("accepts keys that start with a letter and use letters, digits, _ . -", () => {
    expect(() => checkMarkers([span("a"), span("signer1.signature"), span("B_2-x"), span("k".repeat(100))])).not.toThrow();
  });

  it.each(["", "1st", "_x", "with space", "ümlaut", "a/b", "k".repeat(101), 'x"><script>'])("refuses the key %j", (key) => {
    expect(() => checkMarkers([span(key)])).toThrow(HtmlTemplateError);
    expect(() => checkMarkers([span(key)])).toThrow(/is not a valid key/);
  });

  it("names a key that appears twice", () => {
    expect(() => checkMarkers([span("sig"), span("date"), span("sig")])).toThrow(/"sig" appears more than once/);
  });

  it("refuses markers on elements that cannot hold the measuring link", () => {
    expect(() => checkMarkers([{ key: "logo", tag: "img" }])).toThrow(/"logo" is on an <img> element/);
  });
});
