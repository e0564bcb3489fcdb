import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { databaseTestFiles } from "./database-test-files.mjs";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "signet-database-tests-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, source: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), source);
}

write("server/db/client.ts", "export const database = {};\n");
write("lib/records.ts", 'import { database } from "@/server/db/client";\nexport const records = database;\n');
write("lib/pure.ts", "export const two = 2;\n");
write("tests/support/child.ts", 'import "../../lib/records";\n');
write("checks/through-imports.test.ts", 'import { records } from "../lib/records";\n');
write("checks/pure.test.ts", 'import { expect } from "vitest";\nimport { two } from "@/lib/pure";\n');
write("checks/child-process.test.ts", 'runNode(["--import", "tsx", "tests/support/child.ts"]);\n');
write("checks/environment.test.ts", "const url = process.env.DATABASE_URL;\n");
write("checks/lazy.test.tsx", 'const module = await import("@/lib/records");\n');
write("node_modules/some-package/inside.test.ts", 'import "@/server/db/client";\n');

describe("the test files that the Postgres pass runs", () => {
  it("are those reaching the database client through imports, a child script or DATABASE_URL", () => {
    expect(databaseTestFiles(root)).toEqual([
      "checks/child-process.test.ts",
      "checks/environment.test.ts",
      "checks/lazy.test.tsx",
      "checks/through-imports.test.ts",
    ]);
  });

  it("in this repository, include the service tests and leave out the pure PDF ones", () => {
    const files = databaseTestFiles(path.resolve(import.meta.dirname, ".."));
    expect(files).toContain("server/db/client-modes.test.ts");
    expect(files).toContain("server/services/online-forms/form-bomb.test.ts");
    expect(files).not.toContain("server/pdf/seal/seal-pdf.test.ts");
    expect(files).not.toContain("lib/i18n/catalogues.test.ts");
  });
});
