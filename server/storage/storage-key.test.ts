import { describe, expect, it } from "vitest";
import { InvalidStorageKeyError } from "./storage-errors";
import { assertValidStorageKey, isValidStorageKey } from "./storage-key";

describe("storage keys", () => {
  it("accepts relative paths of safe characters", () => {
    for (const key of [
      "orgs/0b6c2f0e-3f0a-4b53-9a43-2f3f3c1d2e4f/uploads/5d1f.pdf",
      "a",
      "a/b_c-d.e/f.tar.gz",
    ]) {
      expect(isValidStorageKey(key), key).toBe(true);
    }
  });

  it("refuses anything that could leave the storage root or collide with the driver's own files", () => {
    for (const key of [
      "",
      "../secrets.json",
      "orgs/../../etc/passwd",
      "orgs/./a",
      "/etc/passwd",
      "orgs\\..\\a",
      "orgs//a",
      "orgs/a/",
      "orgs/.a.pdf.meta.json",
      "orgs/a b.pdf",
      "orgs/ä.pdf",
      "orgs/a%2e%2e",
      "orgs/a\u0000.pdf",
      "a".repeat(201),
      `${"a/".repeat(600)}a`,
    ]) {
      expect(isValidStorageKey(key), key).toBe(false);
    }
  });

  it("names the problem when it refuses", () => {
    expect(() => assertValidStorageKey("../x")).toThrow(InvalidStorageKeyError);
    expect(() => assertValidStorageKey("../x")).toThrow(/may not start with a dot/);
  });
});
