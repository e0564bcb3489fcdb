import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pdfFonts, pdfText, qpdfCheck } from "../stamp/testing/poppler";
import { renderSignedForm, renderUnsignedForm } from "./render-form";
import { block, longSignedForm, petsForm, signedPetsForm } from "./testing/form-fixtures";

const pagesOf = (pdf: Uint8Array) => pdfText(pdf).split("\f").filter((page) => page.trim() !== "");
const flat = (text: string) => text.replace(/\s+/g, " ");

function imageList(pdf: Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "signet-form-"));
  try {
    const file = path.join(dir, "form.pdf");
    fs.writeFileSync(file, pdf);
    return execFileSync("pdfimages", ["-list", file], { encoding: "utf8" });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("renderSignedForm", () => {
  it("prints each recipient's answers as labels, never option ids, and a dash for no answer", async () => {
    const pdf = await renderSignedForm(signedPetsForm());
    const text = flat(pdfText(pdf));
    for (const expected of [
      "Pet agreement Flat 4B",
      "Hausverwaltung Łódź",
      "Please answer every question.",
      "Do you keep pets?",
      "Any animal counts.",
      "Cat Кошка, Dog 狗",
      "Mia Барсик 小白",
      "Remarks (optional) –",
      "Pets approved? No",
      "Leash in the garden.",
      "Signed by Анна Петрова",
      "Signed on 9 May 2026 at 09:03:07 UTC",
      "Signed by Zoë Landlord",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/opt_(cat|dog|bird)/);
    expect(text).not.toContain("Bird");
    expect(qpdfCheck(pdf).status).toBe(0);
  });

  it("keeps a TEXTAREA answer's line breaks", async () => {
    const lines = pdfText(await renderSignedForm(signedPetsForm())).split("\n").map((line) => line.trim());
    const mia = lines.indexOf("Mia");
    expect(mia).toBeGreaterThan(-1);
    expect(lines.slice(mia + 1, mia + 5).filter(Boolean)).toEqual(["Барсик", "小白"]);
  });

  it("leaves out the blocks a recipient did not see", async () => {
    const input = signedPetsForm();
    const pdf = await renderSignedForm(input);
    const text = pdfText(pdf);
    // pets = true: "Why no pets?" was hidden for the tenant.
    expect(input.recipients[0]!.visibleBlockIds).not.toContain("no_pets_reason");
    expect(text).not.toContain("Why no pets?");

    // Without a dog the landlord never saw the dog's conditions; without pets the section goes with its children.
    const withoutPets = signedPetsForm();
    withoutPets.recipients = withoutPets.recipients.map((recipient) => ({
      ...recipient,
      visibleBlockIds: recipient.visibleBlockIds.filter((id) => !["pet_section", "landlord_note"].includes(id)),
    }));
    const hidden = flat(pdfText(await renderSignedForm(withoutPets)));
    for (const absent of ["Your pets", "Which animals?", "Their names", "Mia", "Conditions for the dog", "Leash"]) {
      expect(hidden).not.toContain(absent);
    }
    expect(hidden).toContain("Pets approved?");
  });

  it("shows each block with the answers of its own recipient", async () => {
    const input = signedPetsForm();
    // The same block id answered by the wrong recipient must not leak in.
    input.recipients[0]!.answers.landlord_ok = true;
    input.recipients[1]!.answers.remarks = "from the landlord";
    const text = flat(pdfText(await renderSignedForm(input)));
    expect(text).toContain("Pets approved? No");
    expect(text).not.toContain("from the landlord");
  });

  it("embeds a drawn signature as an image and sets a typed one in Dancing Script", async () => {
    const pdf = await renderSignedForm(signedPetsForm());
    expect(imageList(pdf)).toMatch(/^\s+\d+\s+\d+\s+image\s+300\s+100\s/m);
    expect(pdfFonts(pdf)).toMatch(/\+DancingScript-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(flat(pdfText(pdf))).toContain("Zoë Landlord Signed by Zoë Landlord");

    const typedOnly = signedPetsForm();
    typedOnly.recipients[0]!.signature = { type: "TYPED", text: "Анна П." };
    const typed = await renderSignedForm(typedOnly);
    expect(imageList(typed).split("\n").slice(2).filter((line) => line.trim() !== "")).toEqual([]);
    expect(flat(pdfText(typed))).toContain("Анна П. Signed by Анна Петрова");
  });

  it("embeds every font it uses, CJK and Cyrillic included, and no unembedded one", async () => {
    const fonts = pdfFonts(await renderSignedForm(signedPetsForm()));
    expect(fonts).toMatch(/\+NotoSans-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(fonts).toMatch(/\+NotoSansSC-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(fonts).toMatch(/\+NotoSansMono-Regular/);
    expect(fonts.split("\n").slice(2).filter((line) => line.trim() !== "" && !/\syes\s+yes\s+yes\s/.test(line))).toEqual([]);
  });

  it("prints Hebrew, Thai and Hindi names as typed, in fonts that have them", async () => {
    const names = ["דוד לוי", "สมชาย ใจดี", "राजेश कुमार"];
    for (const name of names) {
      const input = signedPetsForm();
      input.recipients[0]!.name = name;
      const pdf = await renderSignedForm(input);
      const text = pdfText(pdf).replace(/[\u202A-\u202E]/g, "");
      expect(text).toContain(`Signed by ${name}`);
      expect(text).not.toContain("\uFFFD");
    }
  });

  it("prints a question mark for a character no shipped font has, and German labels", async () => {
    const input = signedPetsForm({ language: "de" });
    input.recipients[0]!.name = "Ana 😀 Lima";
    const text = flat(pdfText(await renderSignedForm(input)));
    expect(text).toContain("Unterschrieben von Ana ? Lima");
    expect(text).toContain("Do you keep pets? Any animal counts. Ja");
    expect(text).toContain("Seite 1 von");
  });

  it("paginates a long form with the page number and content hash on every page", async () => {
    const input = longSignedForm(120);
    const pdf = await renderSignedForm(input);
    const pages = pagesOf(pdf);
    expect(pages.length).toBeGreaterThan(3);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(page).toContain(`Form content SHA-256: ${input.formContentSha256}`);
    });
    expect(flat(pages.join(" "))).toContain("Question 115");
    expect(qpdfCheck(pdf).status).toBe(0);
  });
});

describe("kanji in a Japanese and a Chinese form", () => {
  // Kanji whose Japanese and Chinese glyphs differ.
  const kanji = "直骨角誤";
  const signed = (language: "ja" | "zh") => {
    const input = signedPetsForm({ language, subject: `契約 ${kanji}` });
    input.recipients[0]!.name = "角田 直子";
    input.recipients[0]!.signature = { type: "TYPED", text: "角田 直子" };
    return renderSignedForm(input);
  };

  it("draws a Japanese form's kanji and kana with Noto Sans JP, signed or not, and a Chinese form's with Noto Sans SC", async () => {
    const japanese = await signed("ja");
    expect(pdfFonts(japanese)).toMatch(/\+NotoSansJP-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    const text = flat(pdfText(japanese));
    expect(text).toContain(`契約 ${kanji}`);
    expect(text).toContain("角田 直子");

    const unsigned = await renderUnsignedForm({ subject: `契約 ${kanji}`, organizationName: "直子の会社", language: "ja", blocks: petsForm() });
    expect(pdfFonts(unsigned)).toMatch(/\+NotoSansJP-Regular/);
    expect(flat(pdfText(unsigned))).toContain("直子の会社");

    const chinese = await signed("zh");
    expect(pdfFonts(chinese)).toMatch(/\+NotoSansSC-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(pdfFonts(chinese)).not.toContain("NotoSansJP");
    expect(flat(pdfText(chinese))).toContain(`契約 ${kanji}`);
  });
});

describe("renderUnsignedForm", () => {
  const input = { subject: "Pet agreement Flat 4B", organizationName: "Hausverwaltung Łódź", language: "en", blocks: petsForm() };

  it("shows every branch with its condition in words, using labels and never ids", async () => {
    const pdf = await renderUnsignedForm(input);
    const text = flat(pdfText(pdf));
    for (const expected of [
      "Your pets",
      "Shown when “Do you keep pets?” is Yes",
      "Which animals?",
      "Cat Кошка",
      "Dog 狗",
      "Bird",
      "Their names",
      "Why no pets?",
      "Shown when “Do you keep pets?” is No",
      "Conditions for the dog",
      "Shown when “Which animals?” includes “Dog 狗”",
      "Signature of recipient 1",
      "Signature of recipient 2",
      "Recipient 2 Pets approved?",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/opt_|pet_section|landlord_note/);
    expect(qpdfCheck(pdf).status).toBe(0);
  });

  it("says UNSIGNED on every page", async () => {
    const blocks = [...petsForm(), ...Array.from({ length: 60 }, (_, index) => block({ id: `extra${index}`, type: "TEXTAREA", label: `Extra ${index}` }))];
    const pdf = await renderUnsignedForm({ ...input, blocks });
    const pages = pagesOf(pdf);
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, index) => {
      expect(page).toContain("UNSIGNED");
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
  });

  it("joins several rules with 'and' and speaks German", async () => {
    const blocks = [
      ...petsForm(),
      block({
        id: "both",
        type: "TEXT",
        text: "Bring the cat carrier.",
        showWhen: [
          { field: "pets", operator: "equals", value: true },
          { field: "kind", operator: "includes", value: "opt_cat" },
        ],
      }),
    ];
    const english = flat(pdfText(await renderUnsignedForm({ ...input, blocks })));
    expect(english).toContain("Shown when “Do you keep pets?” is Yes and “Which animals?” includes “Cat Кошка”");
    const german = flat(pdfText(await renderUnsignedForm({ ...input, blocks, language: "de" })));
    expect(german).toContain("Angezeigt, wenn „Do you keep pets?“ Ja ist und „Which animals?“ „Cat Кошка“ enthält");
    expect(german).toContain("UNSIGNED");
  });

  it.each([
    { language: "ja", expected: ["未署名", "表示条件：「Do you keep pets?」が はい", "いくつでも選択可", "受信者 1 の署名"] },
    { language: "zh", expected: ["未签署", "显示条件：“Do you keep pets?”为 是", "多选", "收件人 1 的签名"] },
  ])("prints its fixed words in $language with the shipped fonts", async ({ language, expected }) => {
    const text = flat(pdfText(await renderUnsignedForm({ ...input, language })));
    for (const words of expected) expect(text).toContain(words);
  });
});
