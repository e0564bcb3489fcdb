import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProcessDraftContent } from "@/lib/schemas/process-drafts";
import { userContext } from "@/server/auth/session";
import { processDrafts, signingProcesses } from "@/server/db/schema";
import type { ServiceContext } from "@/server/services/context";
import { createSigningProcess } from "@/server/services/signing/create-signing-process";
import { voidSigningProcess } from "@/server/services/signing/void-signing-process";
import { createUser } from "@/server/services/users/create-user";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { inDays, readyAsset, twoSignerBody } from "@/tests/support/signing";
import { invokeOperation } from "../invoke-operation";
import { createProcessDraft } from "./create-process-draft";
import { deleteProcessDraft } from "./delete-process-draft";
import { duplicateSigningProcess } from "./duplicate-signing-process";
import { previewInvitation } from "./preview-invitation";
import { processDraftsCreate, processDraftsDuplicate, processDraftsInvitationPreview, processDraftsSave, processDraftsSend } from "./operations";
import { getProcessDraft, listProcessDrafts } from "./read-process-drafts";
import { saveProcessDraft } from "./save-process-draft";
import { sendProcessDraft } from "./send-process-draft";

let database: TestDatabase;
let org: SeededOrganization;
let me: ServiceContext;
let colleague: ServiceContext;
let stranger: ServiceContext;
let assetId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db);
  const other = await seedOrganization(database.db);
  me = (await userContext(database.db, org.userId))!;
  const { userId } = await createUser(database.db, {
    organizationId: org.organizationId,
    email: "colleague@example.test",
    password: "a long enough password",
    role: "ADMIN",
  });
  colleague = (await userContext(database.db, userId))!;
  stranger = (await userContext(database.db, other.userId))!;
  assetId = await readyAsset(database.db, org.adminKey);
});
afterAll(() => database.close());

const signer = (key: string, name: string, email = "") => ({ key, name, email, phoneE164: "", roleLabel: "", locale: "" as const });

function content(overrides: Partial<ProcessDraftContent> = {}): ProcessDraftContent {
  return {
    step: "signers",
    sourcePdfAssetId: assetId,
    subject: "Lease",
    message: "",
    expiresAtLocal: "2030-01-01T17:00",
    dispatchMode: "EMAIL",
    authPolicy: "SES_LINK_ONLY",
    signers: [signer("signer-1", "Ada", "ada@example.test"), signer("signer-2", "Bob", "bob@example.test")],
    currentUser: signer("me", "Me", "me@example.test"),
    fields: [{ id: "field-1", type: "SIGNATURE", label: "Signature", required: true, signerKey: "signer-2", page: 0, x: 72, y: 100, w: 180, h: 50 }],
    observers: [],
    ...overrides,
  };
}

const processCount = async () => (await database.db.select({ n: count() }).from(signingProcesses))[0]!.n;

describe("process drafts", () => {
  it("creates, reads back exactly, saves with the version it read, and lists the user's own newest first", async () => {
    const first = await createProcessDraft(me, { content: content({ subject: "First" }) });
    const second = await createProcessDraft(me, { content: content({ subject: "Second" }) });
    expect(first).toMatchObject({ version: 1, documentName: expect.stringContaining("document") });
    expect((await getProcessDraft(me, { id: first.id })).content).toEqual(content({ subject: "First" }));

    const saved = await saveProcessDraft(me, { id: first.id, expectedVersion: 1, content: content({ subject: "First, changed", step: "fields" }) });
    expect(saved).toMatchObject({ version: 2, content: { subject: "First, changed", step: "fields" } });

    const listed = await listProcessDrafts(me);
    expect(listed.map((draft) => draft.id).slice(0, 2)).toEqual([first.id, second.id]);
    expect(await listProcessDrafts(colleague)).toEqual([]);
  });

  it("refuses a stale save with DRAFT_VERSION_CONFLICT and changes nothing", async () => {
    const draft = await createProcessDraft(me, { content: content() });
    await saveProcessDraft(me, { id: draft.id, expectedVersion: 1, content: content({ subject: "Tab one" }) });
    await expect(saveProcessDraft(me, { id: draft.id, expectedVersion: 1, content: content({ subject: "Tab two" }) })).rejects.toMatchObject({
      code: "DRAFT_VERSION_CONFLICT",
      message: "The draft was saved by someone else since version 1; load version 2 and apply your change again",
    });
    expect(await getProcessDraft(me, { id: draft.id })).toMatchObject({ version: 2, content: { subject: "Tab one" } });
  });

  it("answers NOT_FOUND for another user's or organization's draft, and for unknown ids, changing nothing", async () => {
    const draft = await createProcessDraft(me, { content: content() });
    for (const ctx of [colleague, stranger]) {
      await expect(getProcessDraft(ctx, { id: draft.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
      await expect(saveProcessDraft(ctx, { id: draft.id, expectedVersion: 1, content: content({ subject: "Theirs" }) })).rejects.toMatchObject({ code: "NOT_FOUND" });
      await expect(deleteProcessDraft(ctx, { id: draft.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    await expect(getProcessDraft(me, { id: "00000000-0000-4000-8000-000000000000" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await getProcessDraft(me, { id: draft.id })).toMatchObject({ version: 1, content: { subject: "Lease" } });
  });

  it("refuses bad input with sentences, never a 500, and stores nothing", async () => {
    const before = await listProcessDrafts(me);
    const bad: unknown[] = [
      {},
      { content: { ...content(), subject: "a\u0000b" } },
      { content: { ...content(), subject: "x".repeat(301) } },
      { content: content({ signers: [] }) },
      { content: content({ signers: [signer("same", "A"), signer("same", "B")] }) },
      { content: { ...content(), fields: [{ ...content().fields[0]!, signerKey: "nobody" }] } },
      { content: { ...content(), fields: [{ ...content().fields[0]!, x: -1 }] } },
      { content: { ...content(), step: "elsewhere" } },
      { content: { ...content(), expiresAtLocal: "tomorrow" } },
      { content: { ...content(), sourcePdfAssetId: "not-a-uuid" } },
      { content: { ...content(), dispatchMode: "PRIVATE_LINK" } },
    ];
    for (const input of bad) {
      await expect(invokeOperation(processDraftsCreate, me, input)).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
    }
    const draft = await createProcessDraft(me, { content: content() });
    await expect(invokeOperation(processDraftsSave, me, { id: draft.id, expectedVersion: 0, content: content() })).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
    await expect(getProcessDraft(me, { id: "nope" })).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
    expect((await listProcessDrafts(me)).length).toBe(before.length + 1);
  });

  it("is for signed-in admins only: API keys and members are refused", async () => {
    const member = await createUser(database.db, { organizationId: org.organizationId, email: "member@example.test", password: "a long enough password", role: "MEMBER" });
    await expect(listProcessDrafts((await userContext(database.db, member.userId))!)).rejects.toMatchObject({ code: "INSUFFICIENT_ROLE" });
    const keyCtx: ServiceContext = { ...me, actor: { kind: "API_KEY", id: "k", name: "key", userId: org.userId, role: "ADMIN" } };
    await expect(listProcessDrafts(keyCtx)).rejects.toMatchObject({ code: "SESSION_REQUIRED" });
  });

  it("sending creates the process and deletes the draft; a second send of it creates nothing", async () => {
    const draft = await createProcessDraft(me, { content: content() });
    const body = twoSignerBody(assetId) as Parameters<typeof sendProcessDraft>[1]["process"];
    const before = await processCount();
    const results = await Promise.allSettled([sendProcessDraft(me, { id: draft.id, process: body }), sendProcessDraft(me, { id: draft.id, process: body })]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(results.find((result) => result.status === "rejected")).toMatchObject({ reason: { code: "NOT_FOUND" } });
    expect(await processCount()).toBe(before + 1);
    expect(await database.db.select().from(processDrafts).where(eq(processDrafts.id, draft.id))).toEqual([]);
    await expect(sendProcessDraft(me, { id: draft.id, process: body })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await processCount()).toBe(before + 1);
  });

  it("a send the process refuses keeps the draft, and another user cannot send it", async () => {
    const draft = await createProcessDraft(me, { content: content() });
    const body = twoSignerBody(assetId) as Parameters<typeof sendProcessDraft>[1]["process"];
    const before = await processCount();
    await expect(sendProcessDraft(me, { id: draft.id, process: { ...body, sourcePdfAssetId: "00000000-0000-4000-8000-000000000000" } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(invokeOperation(processDraftsSend, me, { id: draft.id, process: { ...body, signers: [] } })).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
    await expect(sendProcessDraft(colleague, { id: draft.id, process: body })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await processCount()).toBe(before);
    expect(await getProcessDraft(me, { id: draft.id })).toMatchObject({ version: 1 });
  });

  it("sends a voided direct process again as a draft at the review step, with its signers and fields", async () => {
    const process = await createSigningProcess(me, twoSignerBody(assetId) as never);
    await expect(duplicateSigningProcess(me, { id: process.id, expiresAtLocal: "2031-02-03T09:30" })).rejects.toMatchObject({ code: "INVALID_STATE" });
    await voidSigningProcess(me, { id: process.id, reason: "Wrong date" });
    await expect(duplicateSigningProcess(stranger, { id: process.id, expiresAtLocal: "" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(invokeOperation(processDraftsDuplicate, me, { id: process.id, expiresAtLocal: "soon" })).rejects.toMatchObject({ code: "VALIDATION_FAILED" });

    const draft = await duplicateSigningProcess(me, { id: process.id, expiresAtLocal: "2031-02-03T09:30" });
    expect(draft.content).toMatchObject({
      step: "review",
      sourcePdfAssetId: assetId,
      subject: "Lease agreement",
      message: "Please sign by Friday.",
      expiresAtLocal: "2031-02-03T09:30",
      dispatchMode: "EMAIL",
      authPolicy: "SES_LINK_ONLY",
      signers: [
        { key: "signer-1", name: "Zoë Łódź", email: "zoe@example.test", phoneE164: "+4915112345678", roleLabel: "Tenant", locale: "de" },
        { key: "signer-2", name: "Tōkyō Landlord", email: "landlord@example.test", roleLabel: "Landlord", locale: "" },
      ],
      currentUser: { key: "me", name: me.actor.name },
    });
    expect(draft.content.fields.map((field) => [field.label, field.signerKey, field.page])).toEqual([
      ["Full name", "signer-1", 0],
      ["Date", "signer-1", 0],
      ["I accept the house rules", "signer-1", 1],
      ["Tenant signature", "signer-1", 1],
      ["Landlord signature", "signer-2", 1],
    ]);
    expect((await listProcessDrafts(me)).map((listed) => listed.id)).toContain(draft.id);
  });

  it("does not send again a process that came from a template or online form", async () => {
    const process = await createSigningProcess(me, twoSignerBody(assetId) as never);
    await voidSigningProcess(me, { id: process.id });
    await database.db.update(signingProcesses).set({ origin: "TEMPLATE" }).where(eq(signingProcesses.id, process.id));
    await expect(duplicateSigningProcess(me, { id: process.id, expiresAtLocal: "" })).rejects.toMatchObject({
      code: "INVALID_STATE",
      message: expect.stringContaining("directly from a PDF"),
    });
  });

  it("previews the real invitation email in the signer's language", async () => {
    const preview = await previewInvitation(me, { subject: "Lease", message: "See you Friday", expiresAt: inDays(3), signerName: "Ada", locale: "de" });
    expect(preview.language).toBe("de");
    expect(preview.subject).toContain("Lease");
    expect(preview.text).toContain("See you Friday");
    expect(preview.text).toContain("Ada");
    await expect(invokeOperation(processDraftsInvitationPreview, me, { subject: "x", message: "", expiresAt: "soon", signerName: "A", locale: "" })).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
  });
});
