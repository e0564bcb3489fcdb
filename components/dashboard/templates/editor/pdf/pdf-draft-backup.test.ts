import { describe, expect, it } from "vitest";
import type { PdfEditorModel } from "../template-draft";
import { clearBackup, highestIdNumber, readBackup, writeBackup, type BackupStorage } from "./pdf-draft-backup";

function memoryStorage(): BackupStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

const ID = "7f1d2b0e-0000-4000-8000-000000000001";
const SAVED_AT = "2026-11-30T00:00:00.000Z";
const MODEL: PdfEditorModel = {
  roles: [
    { id: "role-1", key: "tenant", label: "Tenant", keyEdited: true },
    { id: "role-new-3", key: "", label: "", keyEdited: false },
  ],
  fields: [{ id: "field-1", type: "SIGNATURE", label: "", required: true, signerKey: "role-1", page: 0, x: 72, y: 72, w: 180, h: 54, key: "signature" }],
  unplacedInputs: [{ key: "lease.start", label: "Start", type: "date", required: true }],
  sourcePdfAssetId: "3c9a0f7e-0000-4000-8000-000000000002",
};

describe("the PDF template editor's unsaved work kept in the browser", () => {
  it("gives back the chosen document, the roles (even half-typed ones the server would refuse) and the fields", () => {
    const storage = memoryStorage();
    writeBackup(storage, ID, SAVED_AT, MODEL);
    expect(readBackup(storage, ID, SAVED_AT)).toEqual(MODEL);
  });

  it("drops a backup made over a draft that has been saved since, and keeps templates apart", () => {
    const storage = memoryStorage();
    writeBackup(storage, ID, SAVED_AT, MODEL);
    expect(readBackup(storage, ID, "2026-11-30T00:05:00.000Z")).toBeNull();
    expect(readBackup(storage, "another", SAVED_AT)).toBeNull();
  });

  it("forgets it once saved", () => {
    const storage = memoryStorage();
    writeBackup(storage, ID, SAVED_AT, MODEL);
    clearBackup(storage, ID);
    expect(readBackup(storage, ID, SAVED_AT)).toBeNull();
  });

  it("ignores an entry that is not a backup, and storage that refuses", () => {
    const storage = memoryStorage();
    storage.setItem(`signet.template-draft.${ID}`, "{not json");
    expect(readBackup(storage, ID, SAVED_AT)).toBeNull();
    storage.setItem(`signet.template-draft.${ID}`, JSON.stringify({ base: SAVED_AT, model: { roles: "tenant" } }));
    expect(readBackup(storage, ID, SAVED_AT)).toBeNull();
    const refusing: BackupStorage = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => undefined,
    };
    expect(() => writeBackup(refusing, ID, SAVED_AT, MODEL)).not.toThrow();
    expect(readBackup(refusing, ID, SAVED_AT)).toBeNull();
    expect(readBackup(null, ID, SAVED_AT)).toBeNull();
  });

  it("numbers new roles after the restored ones", () => {
    expect(highestIdNumber(MODEL.roles.map((role) => role.id))).toBe(3);
    expect(highestIdNumber([])).toBe(0);
  });
});
