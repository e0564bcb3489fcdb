import { describe, expect, it } from "vitest";
import { clearAllSavedProgress, clearSavedProgress, restoreProgress, saveProgress, tabStorage as storageOf, type ProgressStorage } from "./saved-progress";
import type { SignerField } from "./signer-client";

/** sessionStorage's behaviour over a Map, as a test's stand-in for one browser tab. */
function tabStorage(): ProgressStorage & { keys: () => string[] } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
    keys: () => [...items.keys()],
  };
}

function field(id: string, type: SignerField["type"] = "TEXT"): SignerField {
  return { id, type, label: id, required: true, autofill: null, page: 0, x: 0, y: 0, w: 10, h: 10, value: null };
}

const fields = [field("name"), field("date", "DATE"), field("box", "CHECKBOX"), field("sign", "SIGNATURE")];
const typed = { type: "TYPED", text: "Zoë" } as const;

describe("saved progress of a PDF signing, per token", () => {
  it("gives back what was typed in this tab for this token, and nothing for another token", () => {
    const storage = tabStorage();
    saveProgress(storage, "token-a", { values: { name: "Zoë", date: "2026-11-26", box: true, sign: null }, signature: typed });
    expect(restoreProgress(storage, "token-a", fields)).toEqual({ values: { name: "Zoë", date: "2026-11-26", box: true }, signature: typed });
    expect(restoreProgress(storage, "token-b", fields)).toBeNull();
  });

  it("keeps only values that fit the fields as they are now", () => {
    const storage = tabStorage();
    saveProgress(storage, "t", { values: { name: 42 as unknown as string, box: "yes" as unknown as boolean, gone: "x", date: "2026-11-26" }, signature: null });
    expect(restoreProgress(storage, "t", fields)).toEqual({ values: { date: "2026-11-26" }, signature: null });
  });

  it("ignores what it cannot read: broken JSON, a foreign shape, a bad signature", () => {
    const storage = tabStorage();
    saveProgress(storage, "t", { values: {}, signature: null });
    const key = storage.keys().find((candidate) => candidate.endsWith("t"))!;
    for (const junk of ["{", "null", "[]", JSON.stringify({ values: "x" }), JSON.stringify({ values: {}, signature: { type: "DRAWN", imagePng: 3 } })]) {
      storage.setItem(key, junk);
      const restored = restoreProgress(storage, "t", fields);
      expect(restored === null || (Object.keys(restored.values).length === 0 && restored.signature === null)).toBe(true);
    }
  });

  it("forgets one token's progress, or every token's (the kiosk between signers)", () => {
    const storage = tabStorage();
    storage.setItem("unrelated", "kept");
    saveProgress(storage, "a", { values: { name: "A" }, signature: null });
    saveProgress(storage, "b", { values: { name: "B" }, signature: null });
    clearSavedProgress(storage, "a");
    expect(restoreProgress(storage, "a", fields)).toBeNull();
    expect(restoreProgress(storage, "b", fields)?.values).toEqual({ name: "B" });
    saveProgress(storage, "c", { values: { name: "C" }, signature: null });
    clearAllSavedProgress(storage, "c");
    expect(restoreProgress(storage, "b", fields)).toBeNull();
    expect(restoreProgress(storage, "c", fields)?.values).toEqual({ name: "C" });
    clearAllSavedProgress(storage);
    expect(storage.keys()).toEqual(["unrelated"]);
  });

  it("never throws when the browser refuses storage", () => {
    const refusing: ProgressStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
      key: () => null,
      length: 0,
    };
    expect(() => saveProgress(refusing, "t", { values: { name: "x" }, signature: null })).not.toThrow();
    expect(restoreProgress(refusing, "t", fields)).toBeNull();
    expect(() => clearSavedProgress(refusing, "t")).not.toThrow();
    expect(() => clearAllSavedProgress(refusing)).not.toThrow();
  });
});

describe("a tab whose storage the browser refuses outright", () => {
  it("keeps nothing, quietly, when merely reading sessionStorage throws (a frame on another site)", () => {
    const refusing = {
      get sessionStorage(): Storage {
        throw new DOMException("Failed to read the 'sessionStorage' property from 'Window': Access is denied for this document.", "SecurityError");
      },
    };
    const storage = storageOf(refusing);
    saveProgress(storage, "tok", { values: { a: "x" }, signature: null });
    expect(restoreProgress(storage, "tok", [field("a")])).toBeNull();
    expect(() => clearAllSavedProgress(storage)).not.toThrow();
  });

  it("is the tab's own storage when the browser allows it", () => {
    const own = tabStorage();
    expect(storageOf({ sessionStorage: own as unknown as Storage })).toBe(own);
  });
});
