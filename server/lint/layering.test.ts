/**
 * The import layering (docs/architecture.md) is enforced by ESLint: each rule is shown here to
 * refuse a violating file and to accept the allowed form, so a config change that drops a rule
 * fails this test.
 */
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "..", "..") });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
}

describe("the import layering", () => {
  it("keeps server code out of components, but lets them import its types", async () => {
    const file = "components/dashboard/lint-fixture.tsx";
    expect(await restrictedImports(file, 'import { getDb } from "@/server/db/client";\nexport const db = getDb;\n')).toEqual([
      expect.stringContaining("Components run in the browser"),
    ]);
    expect(await restrictedImports(file, 'import type { Db } from "@/server/db/client";\nexport type D = Db;\n')).toEqual([]);
  });

  it("keeps lib free of every project folder", async () => {
    const file = "lib/lint-fixture.ts";
    expect(await restrictedImports(file, 'import { env } from "@/server/env";\nexport const e = env;\n')).toEqual([expect.stringContaining("lib/ is shared")]);
    expect(await restrictedImports(file, 'import { cn } from "@/components/ui/cn";\nexport const c = cn;\n')).toHaveLength(1);
  });

  it("keeps services free of doors and transports", async () => {
    const file = "server/services/signing/lint-fixture.ts";
    for (const code of [
      'import { rateLimiter } from "@/server/http/rate-limiter";\nexport const r = rateLimiter;\n',
      'import { router } from "../../trpc/init";\nexport const r = router;\n',
      'import { NextResponse } from "next/server";\nexport const n = NextResponse;\n',
    ]) {
      expect(await restrictedImports(file, code)).toHaveLength(1);
    }
    expect(await restrictedImports(file, 'import { getDb } from "../../db/client";\nexport const d = getDb;\n')).toEqual([]);
  });

  it("keeps storage, PDF, mail, SMS and database code below the services", async () => {
    expect(await restrictedImports("server/storage/lint-fixture.ts", 'import { errorResponse } from "../http/responses";\nexport const e = errorResponse;\n')).toEqual([
      expect.stringContaining("Infrastructure modules"),
    ]);
    expect(await restrictedImports("server/pdf/lint-fixture.ts", 'import { getSigningProcess } from "../services/signing/get-signing-process";\nexport const g = getSigningProcess;\n')).toHaveLength(1);
  });
});
