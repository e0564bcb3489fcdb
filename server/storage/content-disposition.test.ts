import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "./content-disposition";

describe("attachmentDisposition", () => {
  it("gives a plain filename for ASCII names", () => {
    expect(attachmentDisposition("contract 2024.pdf")).toBe('attachment; filename="contract 2024.pdf"');
  });

  it("adds an RFC 5987 filename* for names ASCII cannot carry", () => {
    expect(attachmentDisposition("Vertrag Müller (final).pdf")).toBe(
      `attachment; filename="Vertrag M_ller (final).pdf"; filename*=UTF-8''Vertrag%20M%C3%BCller%20%28final%29.pdf`,
    );
  });

  it("keeps quotes, backslashes and line breaks out of the header", () => {
    const header = attachmentDisposition('a"b\\c\r\nSet-Cookie: x.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(`attachment; filename="a_b_cSet-Cookie: x.pdf"; filename*=UTF-8''a%22b%5CcSet-Cookie%3A%20x.pdf`);
  });

  it("falls back to a name when nothing printable is left", () => {
    expect(attachmentDisposition("\n")).toBe('attachment; filename="download"');
  });
});
