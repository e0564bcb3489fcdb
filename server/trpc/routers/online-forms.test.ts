import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newFormDraft } from "@/components/dashboard/online-forms/new-form-draft";
import { formDefinitionSchema } from "@/lib/schemas/online-forms";
import { userContext } from "@/server/auth/session";
import type { ServiceContext } from "@/server/services/context";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { twoRecipientBlocks } from "@/tests/support/online-forms";
import { appRouter } from "../app-router";
import { createCallerFactory } from "../init";

const createCaller = createCallerFactory(appRouter);
let database: TestDatabase;
let org: SeededOrganization;
let other: SeededOrganization;
let session: ServiceContext;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db);
  other = await seedOrganization(database.db);
  session = (await userContext(database.db, org.userId))!;
});
afterAll(() => database.close());

describe("the form builder's procedures", () => {
  it("create a new form, save it with the version read, refuse a stale save, publish it and give each signer's link", async () => {
    const caller = createCaller({ db: database.db, session });
    const created = await caller.onlineForms.create({ kind: "DOCUMENT", draft: newFormDraft("DOCUMENT", new Date()) });
    expect(created).toMatchObject({ kind: "DOCUMENT", status: "DRAFT", draftVersion: 1 });

    const draft = {
      subject: "Household",
      signers: [
        { signOrder: 1, name: "Zoë" },
        { signOrder: 2, name: "Lars" },
      ],
      definition: formDefinitionSchema.parse({ blocks: twoRecipientBlocks }),
    };
    const saved = await caller.onlineForms.updateDraft({ id: created.id, expectedDraftVersion: 1, draft });
    expect(saved.draftVersion).toBe(2);
    // A second editor who read version 1 is told someone else saved first; nothing changes.
    await expect(caller.onlineForms.updateDraft({ id: created.id, expectedDraftVersion: 1, draft: { subject: "Mine" } })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    expect((await caller.onlineForms.get({ id: created.id })).draft.subject).toBe("Household");

    const published = await caller.onlineForms.publish({ id: created.id, expectedDraftVersion: 2 });
    expect(published.signingProcess?.contentKind).toBe("FORM");
    const listed = await caller.onlineForms.list({ kind: "DOCUMENT" });
    expect(listed.items.find((item) => item.id === created.id)?.status).toBe("PUBLISHED");
    const form = await caller.onlineForms.get({ id: created.id });
    const links = await Promise.all(form.signers.map((signer) => caller.onlineForms.signerLink({ id: created.id, signerId: signer.signerId })));
    expect(links.map((link) => link.url)).toEqual([expect.stringMatching(/\/sign\/[A-Za-z0-9_-]{43}$/), expect.stringMatching(/\/sign\//)]);
    // The same link every time, until a resend rotates it.
    expect((await caller.onlineForms.signerLink({ id: created.id, signerId: form.signers[0]!.signerId })).url).toBe(links[0]!.url);
  });

  it("answer another organization's form as not found", async () => {
    const theirs = await createCaller({ db: database.db, session: (await userContext(database.db, other.userId))! }).onlineForms.create({
      kind: "TEMPLATE",
      draft: newFormDraft("TEMPLATE", new Date()),
    });
    const caller = createCaller({ db: database.db, session });
    await expect(caller.onlineForms.get({ id: theirs.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(caller.onlineForms.updateDraft({ id: theirs.id, expectedDraftVersion: 1, draft: { subject: "x" } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(caller.onlineForms.delete({ id: theirs.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
