import { beforeAll, describe, expect, it } from "vitest";
import { MONO_FONTS, TEXT_FONTS } from "../fonts/font-files";
import { loadShaper } from "../fonts/harfbuzz";
import { wrapText } from "./wrap-text";

const text = (lines: ReturnType<typeof wrapText>) => lines.map((line) => line.shaped.text);

describe("wrapText", () => {
  beforeAll(loadShaper);

  it("keeps a short paragraph on one line", () => {
    const lines = wrapText("Personal link", TEXT_FONTS, 9, 300);
    expect(text(lines)).toEqual(["Personal link"]);
    expect(lines[0]!.width).toBeGreaterThan(40);
    expect(lines[0]!.width).toBeLessThan(70);
  });

  it("breaks at spaces, drops the space at the break, and never goes past the width", () => {
    const paragraph = "Both files issued with this certificate carry an electronic seal (PAdES); any change breaks it.";
    const lines = wrapText(paragraph, TEXT_FONTS, 9, 120);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(120);
    expect(text(lines).join(" ")).toBe(paragraph);
    for (const line of text(lines)) expect(line).toBe(line.trim());
  });

  it("breaks between CJK characters, and a word longer than the line between its characters", () => {
    const cjk = wrapText("東京都千代田区丸の内一丁目九番二号", TEXT_FONTS, 9, 40);
    expect(cjk.length).toBeGreaterThan(2);
    expect(text(cjk).join("")).toBe("東京都千代田区丸の内一丁目九番二号");
    expect(cjk[0]!.shaped.runs[0]!.font).toBe("cjkSc");

    const hash = "ab".repeat(40);
    const broken = wrapText(hash, MONO_FONTS, 8, 100);
    for (const line of broken) expect(line.width).toBeLessThanOrEqual(100);
    expect(text(broken).join("")).toBe(hash);
  });

  it("breaks a long double-barrelled name after a hyphen and an IPv6 address after a colon, never inside a part", () => {
    for (const [piece, width] of [["Mustermann-Schnarrenberger-Ödönhoffstraße", 110], ["2001:0db8:85a3:0000:0000:8a2e:0370:7334", 92]] as const) {
      const lines = wrapText(piece, TEXT_FONTS, 8, width);
      expect(lines.length).toBeGreaterThan(1);
      for (const line of lines) expect(line.width).toBeLessThanOrEqual(width);
      for (const line of text(lines).slice(0, -1)) expect(line).toMatch(/[-:]$/);
      expect(text(lines).join("")).toBe(piece);
    }
  });

  it("fits a SHA-256 in the certificate's hash column on one line", () => {
    expect(wrapText("f".repeat(64), MONO_FONTS, 8, 349)).toHaveLength(1);
  });

  it("measures Arabic joined: a word is as wide as its shaped glyphs, not as its isolated letters", () => {
    const [line] = wrapText("محمد بن سلمان", TEXT_FONTS, 10, 500);
    expect(line!.shaped.text).toBe("محمد بن سلمان");
    expect(line!.shaped.rightToLeft).toBe(true);
    const isolated = [..."محمدبنسلمان"].reduce((sum, letter) => sum + wrapText(letter, TEXT_FONTS, 10, 500)[0]!.width, 0);
    expect(line!.width).toBeLessThan(isolated);
  });
});
