/**
 * Bad text over HTTP (issue #13): a NUL character or a lone UTF-16 surrogate in any
 * client-controlled string answers 400 with the validation body, and stores nothing; before,
 * Postgres refused the write and the client got a 500.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { onlineForms, signers, signingFields, signingProcesses } from "@/server/db/schema";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { formApi, formDocumentDraft, publishedForm } from "@/tests/support/online-forms";
import { createProcess, inDays, readyAsset, signer, storedToken, twoSignerBody } from "@/tests/support/signing";

const processesRoute = routeAt("/signing-processes");

const NUL = "\u0000";

let database: TestDatabase;
let org: SeededOrganization;
let assetId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  assetId = await readyAsset(database.db, org.adminKey);
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

const processCount = async () =>
  (await database.db.select({ n: count() }).from(signingProcesses).where(eq(signingProcesses.organizationId, org.organizationId)))[0]!.n;

function expectValidationError(res: { status: number; json: { message: unknown; code?: unknown } }, fieldPath: string) {
  expect(res.status).toBe(400);
  expect(res.json.code).toBeUndefined();
  expect(res.json.message).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${fieldPath.replace(/[.[\]]/g, "\\$&")} .*NUL`))]));
}

describe("a NUL or a lone surrogate in client text answers 400 and stores nothing", () => {
  it("in a process title, a signer's name, and a search", async () => {
    const before = await processCount();
    expectValidationError(await createProcess(org.adminKey, twoSignerBody(assetId, { subject: `Lease${NUL}agreement` })), "subject");
    expectValidationError(await createProcess(org.adminKey, twoSignerBody(assetId, { subject: "Lease \ud800" })), "subject");
    const named = twoSignerBody(assetId);
    (named.signers as Array<{ name: string }>)[0]!.name = `Zoë${NUL}`;
    expectValidationError(await createProcess(org.adminKey, named), "signers.0.name");
    expect(await processCount()).toBe(before);

    const search = await call(processesRoute.GET, "GET", `/api/v1/signing-processes?q=lease%00`, { apiKey: org.adminKey });
    expectValidationError(search, "q");
  });

  it("in a signer's field value at submit", async () => {
    const created = await createProcess(org.adminKey, {
      dispatchMode: "KIOSK",
      sourcePdfAssetId: assetId,
      subject: "Kiosk lease",
      expiresAt: inDays(7),
      authPolicy: "SES_LINK_ONLY",
      signers: [{ signOrder: 1, name: "Ada Signer" }],
      fields: [{ assignedSignerSignOrder: 1, type: "TEXT", label: "Full name", required: true, page: 0, x: 72, y: 100, w: 200, h: 20 }],
    });
    expect(created.status).toBe(201);
    const processId = created.json.data.id as string;
    const [slot] = await database.db.select().from(signers).where(eq(signers.signingProcessId, processId));
    const token = await storedToken(database.db, slot!.id);
    const fieldId = created.json.data.fields[0].id as string;

    const res = await signer.submit(token, { fields: { [fieldId]: `Ada${NUL}Signer` }, signature: { type: "TYPED", text: "Ada" }, consent: true });
    expectValidationError(res, `fields.${fieldId}`);
    const [field] = await database.db.select().from(signingFields).where(eq(signingFields.id, fieldId));
    expect(field!.value).toBeNull();
    const [after] = await database.db.select().from(signers).where(eq(signers.id, slot!.id));
    expect(after!.status).not.toBe("COMPLETED");
  });

  it("in an online form's metadata", async () => {
    const before = (await database.db.select({ n: count() }).from(onlineForms).where(eq(onlineForms.organizationId, org.organizationId)))[0]!.n;
    const res = await formApi.create(org.adminKey, { kind: "DOCUMENT", draft: formDocumentDraft({ metadata: { crmId: `A-17${NUL}` } }) });
    expectValidationError(res, "draft.metadata.crmId");
    const after = (await database.db.select({ n: count() }).from(onlineForms).where(eq(onlineForms.organizationId, org.organizationId)))[0]!.n;
    expect(after).toBe(before);
  });

  it("in an online-form answer at submit", async () => {
    const { tokens } = await publishedForm(org.adminKey);
    const res = await signer.submit(tokens[0]!, {
      answers: { pets: false, extras: ["garden"], notes: `Quiet${NUL}street` },
      signature: { type: "TYPED", text: "Zoë" },
      consent: true,
    });
    expectValidationError(res, "answers.notes");
    const view = await signer.view(tokens[0]!);
    expect(view.json.data.signer.status).not.toBe("COMPLETED");
    const [slot] = await database.db.select().from(signers).where(eq(signers.id, view.json.data.signer.id));
    expect(slot!.formSubmissionJson).toBeNull();
  });
});
