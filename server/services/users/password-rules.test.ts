import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS } from "./common-passwords";
import { passwordWeakness } from "./password-rules";

describe("password rules (NIST 800-63B)", () => {
  it.each([
    "password123",
    "Password2024!",
    "P@ssw0rd123",
    "qwertyuiop",
    "1234567890",
    "0987654321",
    "abcdefghijk",
    "aaaaaaaaaaaa",
    "ababababab12",
    "iloveyou!!!!",
    "Sunshine2026",
    "1qaz2wsx3edc",
    "monkey12345",
    "  letmein123  ",
  ])("refuses the common or trivial %j", (password) => {
    expect(passwordWeakness(password)).toMatch(/^This password is one of the most common ones/);
  });

  it("refuses the app's name, the organization's and the person's email, with digits around them", () => {
    const context = { email: "ana.lopez@nordlicht.example", organizationName: "Nordlicht GmbH" };
    for (const password of ["signet2026!", "Nordlicht GmbH 1", "ana.lopez1234", "AnaLopez2026", "ana.lopez@nordlicht.example"]) {
      expect(passwordWeakness(password, context)).toMatch(/made of the app's name, your organization's name or your email address/);
    }
  });

  it("accepts long passphrases and random strings, with no composition rules", () => {
    for (const password of ["correct horse battery staple", "a long enough password", "tulip radiator seventeen", "x8#Kq2!mZp", "lowercaseonlybutlong"]) {
      expect(passwordWeakness(password, { email: "ana@example.test", organizationName: "Acme" })).toBeNull();
    }
  });

  it("ships about a thousand lower-case bases", () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(1000);
    for (const word of COMMON_PASSWORDS) expect(word).toBe(word.toLowerCase());
  });
});
