/** Files on disk (issue #13): the embedded database's DATA_DIR is private to the server's user. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openPglite } from "./client";

describe("the embedded database's folder", () => {
  it("is created 0700 when DATA_DIR does not exist yet", async () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "signet-db-")), "data");
    const database = await openPglite(path.join(dataDir, "pgdata"));
    try {
      expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    } finally {
      await database.close();
    }
  });
});
