import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userContext } from "@/server/auth/session";
import type { ServiceContext } from "@/server/services/context";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization } from "@/tests/support/fixtures";
import { appRouter } from "../app-router";
import { createCallerFactory } from "../init";

const createCaller = createCallerFactory(appRouter);
let database: TestDatabase;
let session: ServiceContext;

beforeAll(async () => {
  database = await createTestDatabase();
  const org = await seedOrganization(database.db);
  session = (await userContext(database.db, org.userId))!;
});
afterAll(() => database.close());

const signer = (key: string) => ({ key, name: "", email: "", phoneE164: "", roleLabel: "", locale: "" as const });
const content = {
  step: "document" as const,
  sourcePdfAssetId: "",
  subject: "",
  message: "",
  expiresAtLocal: "",
  dispatchMode: "EMAIL" as const,
  authPolicy: "SES_LINK_ONLY" as const,
  signers: [signer("signer-1")],
  currentUser: signer("me"),
  fields: [],
};

describe("processDrafts procedures", () => {
  it("keep an unfinished draft, list it, and refuse visitors and broken input", async () => {
    const caller = createCaller({ db: database.db, session });
    const created = await caller.processDrafts.create({ content });
    expect(created).toMatchObject({ version: 1, documentName: null, content });
    expect((await caller.processDrafts.list()).map((draft) => draft.id)).toEqual([created.id]);
    await expect(caller.processDrafts.save({ id: created.id, expectedVersion: 2, content })).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(caller.processDrafts.create({ content: { ...content, signers: [] } })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.processDrafts.get({ id: "00000000-0000-4000-8000-000000000000" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await caller.processDrafts.delete({ id: created.id });
    expect(await caller.processDrafts.list()).toEqual([]);

    const visitor = createCaller({ db: database.db, session: null });
    await expect(visitor.processDrafts.list()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
