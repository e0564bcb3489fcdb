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
      'import { errorResponse } from "@/server/http/responses";\nexport const e = errorResponse;\n',
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

  it("lets services queue work through server/queue, not the job runner, and keeps them off the sign-in", async () => {
    const file = "server/services/signing/lint-fixture.ts";
    expect(await restrictedImports(file, 'import { runDueJobs } from "../../jobs/local-runner";\nexport const r = runDueJobs;\n')).toEqual([
      expect.stringContaining("server/jobs is the runner"),
    ]);
    expect(await restrictedImports(file, 'import { triggerJob } from "../../queue/trigger-job";\nexport const t = triggerJob;\n')).toEqual([]);
    expect(await restrictedImports(file, 'import { requestSessionContext } from "../../auth/session";\nexport const s = requestSessionContext;\n')).toEqual([
      expect.stringContaining("dashboard's sign-in"),
    ]);
    expect(await restrictedImports(file, 'import { endUserSessions } from "../../auth/user-sessions";\nexport const e = endUserSessions;\n')).toEqual([]);
  });

  it("keeps the queue below the services and the runner", async () => {
    const file = "server/queue/definitions/lint-fixture.ts";
    expect(await restrictedImports(file, 'import { runDueJobs } from "../../jobs/local-runner";\nexport const r = runDueJobs;\n')).toEqual([
      expect.stringContaining("never imports a door or the job runner"),
    ]);
    expect(await restrictedImports(file, 'import { getSigningProcess } from "../../services/signing/get-signing-process";\nexport const g = getSigningProcess;\n')).toHaveLength(1);
    expect(await restrictedImports(file, 'import type { DeliverWebhookPayload } from "../../services/webhooks/delivery-schedule";\nexport type P = DeliverWebhookPayload;\n')).toEqual([]);
  });

  it("keeps every door from importing another door or the job runner", async () => {
    const cases: [string, string][] = [
      ["server/http/lint-fixture.ts", 'import { appRouter } from "../trpc/app-router";\nexport const a = appRouter;\n'],
      ["server/http/lint-fixture.ts", 'import { commands } from "@/server/cli/commands";\nexport const c = commands;\n'],
      ["server/trpc/routers/lint-fixture.ts", 'import { enforceBatchLimit } from "../../http/dashboard-throttle";\nexport const e = enforceBatchLimit;\n'],
      ["server/trpc/lint-fixture.ts", 'import { commands } from "../cli/commands";\nexport const c = commands;\n'],
      ["server/cli/commands/lint-fixture.ts", 'import { routesFor } from "@/server/http/api-route";\nexport const r = routesFor;\n'],
      ["server/cli/lint-fixture.ts", 'import { appRouter } from "../trpc/app-router";\nexport const a = appRouter;\n'],
    ];
    for (const [file, code] of cases) {
      expect(await restrictedImports(file, code)).toEqual([expect.stringContaining("A door never imports another door")]);
    }
    expect(await restrictedImports("server/trpc/lint-fixture.ts", 'import { startJobRunner } from "../jobs/start";\nexport const s = startJobRunner;\n')).toEqual([
      expect.stringContaining("server/jobs is the runner"),
    ]);
    expect(await restrictedImports("server/trpc/lint-fixture.ts", 'import { enforcePolicies } from "../services/operation-policies";\nexport const e = enforcePolicies;\n')).toEqual([]);
  });

  it("keeps the job runner off the doors and the routes", async () => {
    const file = "server/jobs/handlers/lint-fixture.ts";
    expect(await restrictedImports(file, 'import { toErrorResponse } from "../../http/api-route";\nexport const t = toErrorResponse;\n')).toEqual([
      expect.stringContaining("The job runner never imports a door"),
    ]);
    expect(await restrictedImports(file, 'import { triggerJob } from "../../queue/trigger-job";\nexport const t = triggerJob;\n')).toEqual([]);
  });

  it("lets the sign-in read the client's address and nothing else of a door", async () => {
    const file = "server/auth/lint-fixture.ts";
    expect(await restrictedImports(file, 'import { toErrorResponse } from "../http/api-route";\nexport const t = toErrorResponse;\n')).toEqual([
      expect.stringContaining("The sign-in never imports a door"),
    ]);
    expect(await restrictedImports(file, 'import { appRouter } from "../trpc/app-router";\nexport const a = appRouter;\n')).toHaveLength(1);
    expect(await restrictedImports(file, 'import { clientIp } from "../http/client-ip";\nexport const c = clientIp;\n')).toEqual([]);
  });

  it("keeps webhook delivery and the throttles below the services", async () => {
    expect(await restrictedImports("server/webhooks/lint-fixture.ts", 'import { redeliverWebhook } from "../services/webhooks/redeliver-webhook";\nexport const r = redeliverWebhook;\n')).toEqual([
      expect.stringContaining("Infrastructure modules"),
    ]);
    expect(await restrictedImports("server/throttle/lint-fixture.ts", 'import { errorResponse } from "../http/responses";\nexport const e = errorResponse;\n')).toHaveLength(1);
    expect(await restrictedImports("server/webhooks/lint-fixture.ts", 'import { startJobRunner } from "../jobs/start";\nexport const s = startJobRunner;\n')).toHaveLength(1);
  });
});
