/**
 * Three recipients, nested sections and every operator, signed over HTTP: each recipient's
 * accepted record holds exactly what they could see, and the third completes the process.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { runDueJobs } from "@/server/jobs/local-runner";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { formApi, publishedForm } from "@/tests/support/online-forms";
import { signer } from "@/tests/support/signing";

let database: TestDatabase;
let org: SeededOrganization;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

const blocks = [
  // Recipient 1: a section inside a section, opened by equals on a single choice.
  { id: "role", type: "MULTIPLE_CHOICE", label: "You are", required: true, options: [{ id: "owner", label: "Owner" }, { id: "tenant", label: "Tenant" }] },
  { id: "ownerSection", type: "SECTION", label: "Owners", showWhen: [{ field: "role", operator: "equals", value: "owner" }] },
  { id: "since", type: "TEXTAREA", label: "Owner since", parentId: "ownerSection" },
  { id: "loanSection", type: "SECTION", label: "Loan", parentId: "ownerSection", showWhen: [{ field: "since", operator: "isNotEmpty" }] },
  { id: "bank", type: "TEXTAREA", label: "Bank", required: true, parentId: "loanSection" },
  { id: "noTenant", type: "TEXTAREA", label: "Why not renting", showWhen: [{ field: "role", operator: "notEquals", value: "tenant" }] },
  { id: "sign1", type: "SIGNATURE", required: true },
  // Recipient 2: includes on several choices, isEmpty on text.
  { id: "rooms", type: "MULTIPLE_CHOICE", label: "Rooms", allowMultiple: true, signOrder: 2, options: [{ id: "kitchen", label: "Kitchen" }, { id: "bath", label: "Bath" }] },
  { id: "bathNote", type: "TEXTAREA", label: "Bath condition", required: true, signOrder: 2, showWhen: [{ field: "rooms", operator: "includes", value: "bath" }] },
  { id: "comment", type: "TEXTAREA", label: "Comment", signOrder: 2 },
  { id: "noComment", type: "BOOLEAN", label: "Nothing to add", required: true, signOrder: 2, showWhen: [{ field: "comment", operator: "isEmpty" }] },
  { id: "sign2", type: "SIGNATURE", required: true, signOrder: 2 },
  // Recipient 3: equals on a yes/no question.
  { id: "approve", type: "BOOLEAN", label: "Approve", signOrder: 3 },
  { id: "reason", type: "TEXTAREA", label: "Reason for refusing", required: true, signOrder: 3, showWhen: [{ field: "approve", operator: "equals", value: false }] },
  { id: "sign3", type: "SIGNATURE", required: true, signOrder: 3 },
];

describe("a three-recipient form", () => {
  it("accepts each recipient's visible answers only, through nested sections and every operator", async () => {
    const signers = [1, 2, 3].map((signOrder) => ({ signOrder, name: `Recipient ${signOrder}` }));
    const { id, tokens } = await publishedForm(org.adminKey, { signers, definition: { blocks } });
    const sign = (index: number, answers: Record<string, unknown>) =>
      signer.submit(tokens[index]!, { answers, signature: { type: "TYPED", text: `Recipient ${index + 1}` }, consent: true });

    // The inner section opens only once "since" is answered, and then its question is required.
    expect((await sign(0, { role: "owner", since: "2019" })).json.message).toEqual(['answers.bank ("Bank") is required']);
    expect((await sign(0, { role: "owner", since: "2019", bank: "Sparkasse", noTenant: "I own it" })).status).toBe(200);
    expect((await sign(1, { rooms: ["kitchen", "bath"] })).json.message).toEqual([
      'answers.bathNote ("Bath condition") is required',
      'answers.noComment ("Nothing to add") must be checked',
    ]);
    expect((await sign(1, { rooms: ["kitchen", "bath"], bathNote: "Fine", comment: "All good", noComment: false })).status).toBe(200);
    expect((await sign(2, { approve: false })).json.message).toEqual(['answers.reason ("Reason for refusing") is required']);
    expect((await sign(2, { approve: true, reason: "dropped" })).status).toBe(200);

    const detail = (await formApi.get(org.adminKey, id)).json.data;
    expect(detail.signers.map((slot: { formSubmissionJson: { answers: unknown; visibleBlockIds: string[] } }) => slot.formSubmissionJson.answers)).toEqual([
      { role: "owner", since: "2019", bank: "Sparkasse", noTenant: "I own it" },
      { rooms: ["kitchen", "bath"], bathNote: "Fine", comment: "All good" },
      { approve: true },
    ]);
    expect(detail.signers[1].formSubmissionJson.visibleBlockIds).toEqual(["rooms", "bathNote", "comment", "sign2"]);
    await runDueJobs(database.db);
    expect((await formApi.get(org.adminKey, id)).json.data.signers.map((slot: { status: string }) => slot.status)).toEqual(["COMPLETED", "COMPLETED", "COMPLETED"]);
  }, 120_000); // The last signature finalizes: the form renders in a PDF worker thread that loads the renderer first.
});
