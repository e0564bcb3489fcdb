import { describe, expect, it } from "vitest";
import { formatSenderAddress, senderAddress } from "./sender-address";

describe("the sender an email shows", () => {
  it("keeps MAIL_FROM's address and takes the organization's name when it has one", () => {
    expect(senderAddress("Signet <signing@example.test>", null)).toEqual({ name: "Signet", address: "signing@example.test" });
    expect(senderAddress('"Signet, Inc." <signing@example.test>', "")).toEqual({ name: "Signet, Inc.", address: "signing@example.test" });
    expect(senderAddress("signing@example.test", null)).toEqual({ name: "", address: "signing@example.test" });
    expect(senderAddress("Signet <signing@example.test>", "  Acme\r\nLegal  ")).toEqual({ name: "Acme Legal", address: "signing@example.test" });
  });

  it("quotes a name that would otherwise not stay a name", () => {
    expect(formatSenderAddress({ name: "Acme Legal", address: "a@example.test" })).toBe("Acme Legal <a@example.test>");
    expect(formatSenderAddress({ name: 'Acme, "Legal" Inc.', address: "a@example.test" })).toBe('"Acme, \\"Legal\\" Inc." <a@example.test>');
    expect(formatSenderAddress({ name: "", address: "a@example.test" })).toBe("a@example.test");
  });
});
