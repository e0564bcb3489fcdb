/** Files on disk (issue #13): only the server's user may read what the local driver stores. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LocalStorage } from "./local-storage";

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;
const key = (name: string) => `orgs/00000000-0000-4000-8000-000000000001/modes/${name}`;

describe("local storage file modes", () => {
  it("creates folders 0700 and objects and their sidecars 0600, also for copies", async () => {
    const rootDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "signet-modes-")), "files");
    const storage = new LocalStorage({ rootDir, baseUrl: "http://localhost:3000/api/storage", signingKey: "k".repeat(32) });
    await storage.write(key("a.pdf"), Buffer.from("%PDF-1.7"), { contentType: "application/pdf" });
    await storage.copy(key("a.pdf"), key("copy/b.pdf"));

    expect(modeOf(rootDir)).toBe(0o700);
    expect(modeOf(path.join(rootDir, "orgs"))).toBe(0o700);
    expect(modeOf(path.join(rootDir, key("copy")))).toBe(0o700);
    for (const name of ["a.pdf", ".a.pdf.meta.json", "copy/b.pdf", "copy/.b.pdf.meta.json"]) {
      expect(modeOf(path.join(rootDir, key(name))), name).toBe(0o600);
    }
  });
});
