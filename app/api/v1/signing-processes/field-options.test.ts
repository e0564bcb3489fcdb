import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { runDueJobs } from "@/server/jobs/local-runner";
import { pdfText } from "@/server/pdf/stamp/testing/poppler";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { createProcess, inDays, invitedToken, readyAsset, signaturePng, signer } from "@/tests/support/signing";
import { pdfTemplateDraft, startBody, templateApi } from "@/tests/support/templates";
import { getBytes } from "@/tests/support/uploads";

const filesRoute = routeAt("/signing-processes/{id}/files");
const processRoute = routeAt("/signing-processes/{id}");

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

const todayUtc = () => new Date().toISOString().slice(0, 10);

function body(fields: unknown[], email = `signer-${Math.random()}@example.test`) {
  return {
    dispatchMode: "EMAIL",
    sourcePdfAssetId: assetId,
    subject: "Field options",
    expiresAt: inDays(7),
    authPolicy: "SES_LINK_ONLY",
    signers: [{ signOrder: 1, name: "Ada Lovelace", email }],
    fields,
  };
}

const signature = { assignedSignerSignOrder: 1, type: "SIGNATURE", page: 0, x: 72, y: 300, w: 180, h: 50 };
const signingDate = { assignedSignerSignOrder: 1, type: "DATE", autofill: "SIGNING_DATE", page: 0, x: 72, y: 100, w: 120, h: 20 };
const chosenDate = { assignedSignerSignOrder: 1, type: "DATE", label: "Date of birth", required: true, page: 0, x: 72, y: 140, w: 120, h: 20 };

describe("field labels and the date of signing (POST /api/v1/signing-processes, the signer API)", () => {
  it("accepts fields without a label and a DATE field filled in with the date of signing", async () => {
    const res = await createProcess(org.adminKey, body([signingDate, chosenDate, signature]));
    expect(res.status).toBe(201);
    expect(res.json.data.fields).toMatchObject([
      { type: "DATE", label: "", autofill: "SIGNING_DATE", required: false },
      { type: "DATE", label: "Date of birth", autofill: null, required: true },
      { type: "SIGNATURE", label: "", autofill: null },
    ]);
  });

  it("refuses autofill on other types and unknown autofill values, creating nothing", async () => {
    const onText = await createProcess(org.adminKey, body([{ ...signingDate, type: "TEXT" }, signature]));
    expect(onText.status).toBe(400);
    expect(onText.json.message).toEqual(["fields.0.autofill is for DATE fields only (SIGNING_DATE)"]);
    const unknown = await createProcess(org.adminKey, body([{ ...signingDate, autofill: "TOMORROW" }, signature]));
    expect(unknown.status).toBe(400);
    expect(unknown.json.message[0]).toMatch(/^fields\.0\.autofill/);
  });

  it("shows the signer today's date in the signing-date field, refuses a value for it, and stamps the date of signing", async () => {
    const email = "ada-date@example.test";
    const created = (await createProcess(org.adminKey, body([signingDate, chosenDate, signature], email))).json.data;
    const token = await invitedToken(database.db, created.id, email);

    const view = (await signer.view(token)).json.data;
    const [autoField, pickedField] = view.fields;
    expect(autoField).toMatchObject({ type: "DATE", autofill: "SIGNING_DATE", value: todayUtc() });
    expect(pickedField).toMatchObject({ autofill: null, value: null });

    const forged = await signer.submit(token, {
      fields: { [autoField.id]: "1999-01-01", [pickedField.id]: "1990-05-17" },
      signature: { type: "DRAWN", imagePng: signaturePng() },
      consent: true,
    });
    expect(forged.status).toBe(400);
    expect(forged.json.message).toEqual([`fields.${autoField.id} (date of signing) is filled in with the date of signing and cannot be set`]);
    expect((await signer.view(token)).json.data.signer.status).toBe("OPENED");

    const signed = await signer.submit(token, {
      fields: { [pickedField.id]: "1990-05-17" },
      signature: { type: "DRAWN", imagePng: signaturePng() },
      consent: true,
    });
    expect(signed.status).toBe(200);
    await runDueJobs(database.db);
    const after = (await call(processRoute.GET, "GET", `/api/v1/signing-processes/${created.id}`, { apiKey: org.adminKey, params: { id: created.id } })).json.data;
    expect(after.status).toBe("COMPLETED");
    expect(after.fields.map((field: { value: unknown }) => field.value)).toEqual([todayUtc(), "1990-05-17", null]);

    const files = await call(filesRoute.GET, "GET", `/api/v1/signing-processes/${created.id}/files`, { apiKey: org.adminKey, params: { id: created.id } });
    const signedPdf = new Uint8Array(await (await getBytes(files.json.data.signedDocument.url)).arrayBuffer());
    expect(pdfText(signedPdf)).toContain(todayUtc());
  });

  it("words problems with unlabelled fields by their type", async () => {
    const email = "ada-unlabelled@example.test";
    const unlabelled = { assignedSignerSignOrder: 1, type: "TEXT", required: true, page: 0, x: 72, y: 200, w: 200, h: 20 };
    const created = (await createProcess(org.adminKey, body([unlabelled, signature], email))).json.data;
    const token = await invitedToken(database.db, created.id, email);
    const textField = (await signer.view(token)).json.data.fields[0];
    const res = await signer.submit(token, { signature: { type: "TYPED", text: "Ada" }, consent: true });
    expect(res.status).toBe(400);
    expect(res.json.message).toEqual([`fields.${textField.id} (text field) is required`]);
  });

  it("takes the date of signing from a template's field into the process, and refuses a prefill for it", async () => {
    const base = pdfTemplateDraft(assetId);
    const signedOn = { key: "signedOn", roleKey: "tenant", type: "DATE", label: "", autofill: "SIGNING_DATE", page: 0, x: 300, y: 170, w: 120, h: 20 };
    const draft = { ...base, signingFields: [...base.signingFields, signedOn] };
    const wrongType = await templateApi.create(org.adminKey, { kind: "PDF", name: "Wrong autofill", draft: { ...draft, signingFields: [{ ...signedOn, type: "TEXT" }] } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.message).toEqual(["draft.signingFields.0.autofill is for DATE fields only (SIGNING_DATE)"]);

    const created = await templateApi.create(org.adminKey, { kind: "PDF", name: "Lease with a date of signing", draft });
    expect(created.status).toBe(201);
    expect((await templateApi.publish(org.adminKey, created.json.data.id)).status).toBe(201);
    const prefilled = await templateApi.start(org.adminKey, created.json.data.id, startBody({ fieldPrefills: [{ fieldKey: "signedOn", value: "%TODAY%" }] }));
    expect(prefilled.status).toBe(400);
    expect(prefilled.json.message).toEqual(["fieldPrefills.0.value cannot be set: the field is filled in with the date of signing"]);

    const started = await templateApi.start(org.adminKey, created.json.data.id, startBody());
    expect(started.status).toBe(201);
    expect(started.json.data.fields.find((field: { key: string }) => field.key === "signedOn")).toMatchObject({ type: "DATE", autofill: "SIGNING_DATE", required: false, value: null });
  });
});
