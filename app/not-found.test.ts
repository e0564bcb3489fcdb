import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import NotFound, { metadata } from "./not-found";

describe("the 404 page", () => {
  const html = renderToStaticMarkup(createElement(NotFound));

  it("says plainly that there is no page here, under the product's name", () => {
    expect(metadata.title).toBe("Page not found");
    expect(html).toContain("Signet");
    expect(html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
  });

  it("leads back to the front door, and nowhere else", () => {
    expect([...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual(["/"]);
  });
});
