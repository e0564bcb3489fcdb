/**
 * The punctuation conventions of each language, which are easy to lose when a text is edited:
 * French puts a no-break space before : ; ! ? and inside « », Spanish opens questions with ¿
 * and uses « » without spaces, German quotes with „ “, Italian and Portuguese use « » without
 * spaces and the typographic apostrophe, Dutch quotes with “ ”, Polish with „ ”, Japanese with
 * 「」 and Chinese with “ ”, both with full-width punctuation next to their own script. Arabic
 * asks with ؟, separates with ، and ؛ and quotes with « » (mirrored in right-to-left text);
 * Hebrew quotes with plain " ", which read the same in both directions, and writes
 * abbreviations with ״ and ׳, not a quote mark. Every catalogue is held to them.
 */
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "./catalogues";

/** Every text of one language, from every catalogue, keyed "<catalogue>:<key>". */
function textsIn(language: "de" | "fr" | "es" | "it" | "nl" | "pt" | "pl" | "ja" | "zh" | "ar" | "he"): Record<string, string> {
  return Object.fromEntries(
    Object.entries(CATALOGUES).flatMap(([name, catalogue]) => Object.entries(catalogue.dictionaries[language] as Record<string, string>).map(([key, text]) => [`${name}:${key}`, text])),
  );
}
const de = textsIn("de");
const fr = textsIn("fr");
const es = textsIn("es");
const italian = textsIn("it");
const dutch = textsIn("nl");
const portuguese = textsIn("pt");
const polish = textsIn("pl");
const japanese = textsIn("ja");
const chinese = textsIn("zh");
const arabic = textsIn("ar");
const hebrew = textsIn("he");

function offending(messages: Record<string, string>, pattern: RegExp): string[] {
  return Object.entries(messages)
    .filter(([, text]) => pattern.test(text))
    .map(([key]) => key);
}

describe("French typography", () => {
  it("puts a no-break space, never a plain one or none, before : ; ! ?", () => {
    // Note: "{x}:" would be fine only inside a URL, and no message holds one.
    expect(offending(fr, /(?:[^\u00a0]|^)[:;!?](?=\s|$)/)).toEqual([]);
  });

  it("quotes with « » and no-break spaces inside them", () => {
    expect(offending(fr, /[“”"„]/)).toEqual([]);
    expect(offending(fr, /«(?!\u00a0)|(?<!\u00a0)»/)).toEqual([]);
  });

  it("uses the typographic apostrophe", () => {
    expect(offending(fr, /'/)).toEqual([]);
  });
});

describe("Spanish typography", () => {
  it("opens every question and exclamation with ¿ or ¡", () => {
    const unopened = Object.entries(es).filter(([, text]) => {
      const questions = (text.match(/\?/g) ?? []).length;
      const exclamations = (text.match(/!/g) ?? []).length;
      return (text.match(/¿/g) ?? []).length !== questions || (text.match(/¡/g) ?? []).length !== exclamations;
    });
    expect(unopened.map(([key]) => key)).toEqual([]);
  });

  it("quotes with « » and no spaces inside them", () => {
    expect(offending(es, /[“”"„]/)).toEqual([]);
    expect(offending(es, /«\s|\s»/)).toEqual([]);
  });
});

describe("German typography", () => {
  it("quotes with „ “", () => {
    expect(offending(de, /[”"«»]/)).toEqual([]);
  });
});

describe("Italian typography", () => {
  it("quotes with « » and no spaces inside them", () => {
    expect(offending(italian, /[“”"„]/)).toEqual([]);
    expect(offending(italian, /«\s|\s»/)).toEqual([]);
  });

  it("uses the typographic apostrophe", () => {
    expect(offending(italian, /'/)).toEqual([]);
  });
});

describe("Dutch typography", () => {
  it("quotes with “ ” and uses the typographic apostrophe", () => {
    expect(offending(dutch, /[„"«»]/)).toEqual([]);
    expect(offending(dutch, /'/)).toEqual([]);
  });
});

describe("Portuguese typography", () => {
  it("quotes with « » and no spaces inside them", () => {
    expect(offending(portuguese, /[“”"„]/)).toEqual([]);
    expect(offending(portuguese, /«\s|\s»/)).toEqual([]);
  });

  it("uses the typographic apostrophe", () => {
    expect(offending(portuguese, /'/)).toEqual([]);
  });
});

describe("Polish typography", () => {
  it("quotes with „ ” (a low opening and a high closing quote)", () => {
    expect(offending(polish, /[“"«»]/)).toEqual([]);
    const unbalanced = Object.entries(polish).filter(([, text]) => (text.match(/„/g) ?? []).length !== (text.match(/”/g) ?? []).length);
    expect(unbalanced.map(([key]) => key)).toEqual([]);
  });

  it("uses the typographic apostrophe", () => {
    expect(offending(polish, /'/)).toEqual([]);
  });
});

// Kana and CJK ideographs, and the full-width forms.
const CJK = "\\u3040-\\u30ff\\u3400-\\u9fff\\uff00-\\uffef";
const halfWidthNextToCjk = new RegExp(`[${CJK}][,:;!?()]|[,:;!?(][${CJK}]|[${CJK}]\\.(?!pdf)`);

describe("Japanese typography", () => {
  it("quotes with 「」", () => {
    expect(offending(japanese, /[“”"„«»']/)).toEqual([]);
  });

  it("uses full-width punctuation next to Japanese text", () => {
    expect(offending(japanese, halfWidthNextToCjk)).toEqual([]);
  });
});

describe("Chinese typography", () => {
  it("quotes with “ ”", () => {
    expect(offending(chinese, /[「」"„«»']/)).toEqual([]);
  });

  it("uses full-width punctuation next to Chinese text", () => {
    expect(offending(chinese, halfWidthNextToCjk)).toEqual([]);
  });

  it("writes simplified characters, not their traditional forms", () => {
    expect(offending(chinese, /[們個這說請簽檔於與認證碼過時間]/)).toEqual([]);
  });
});

describe("Arabic typography", () => {
  it("asks with ؟ and separates with ، and ؛, never the Latin marks", () => {
    // Note: a "," between placeholders or digits would be just as wrong in Arabic text.
    expect(offending(arabic, /[?;,]/)).toEqual([]);
  });

  it("quotes with « » and no spaces inside them", () => {
    expect(offending(arabic, /[“”"„]/)).toEqual([]);
    expect(offending(arabic, /«\s|\s»/)).toEqual([]);
  });
});

describe("Hebrew typography", () => {
  it("quotes with plain \" \", never with curly quotes or « »", () => {
    expect(offending(hebrew, /[“”„«»]/)).toEqual([]);
  });

  it("writes abbreviations with gershayim, not a quote mark inside a word", () => {
    expect(offending(hebrew, /[\u05d0-\u05ea]"[\u05d0-\u05ea]/)).toEqual([]);
  });
});
