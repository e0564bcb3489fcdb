/**
 * The server's form code in a process of its own for form-bomb.test.ts, which starts it with a
 * small heap: a template whose block is `{{a}}` 2,000 times, filled with 5 KB of data, and a
 * form holding such a 10 MB block already (saved before the limits), asked for its unsigned PDF
 * and finalized. Prints what each request answered, then whether a small form still renders; a
 * render on the server's own heap would end the process before it prints anything.
 */
import { eq } from "drizzle-orm";
import { onlineForms, signingProcesses } from "@/server/db/schema";
import { runDueJobs } from "@/server/jobs/local-runner";
import { createTestDatabase } from "@/tests/support/database";
import { seedOrganization } from "@/tests/support/fixtures";
import { formApi, publishedForm } from "@/tests/support/online-forms";
import { signaturePng, signer } from "@/tests/support/signing";
import { routeAt } from "./http";

const unsignedRoute = routeAt("/online-forms/{id}/unsigned-pdf");

const database = await createTestDatabase();
const org = await seedOrganization(database.db, { plan: "PRO" });
const bombText = "x".repeat(5_000).repeat(2_000);

async function unsignedPdf(id: string) {
  const request = new Request(`http://localhost:3000/api/v1/online-forms/${id}/unsigned-pdf`, { headers: { "x-api-key": org.adminKey, "x-forwarded-for": "203.0.113.9" } });
  const response = await unsignedRoute.GET(request as never, { params: Promise.resolve({ id }) });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const pdf = Buffer.from(bytes.subarray(0, 5)).toString() === "%PDF-";
  return { status: response.status, ...(pdf ? { pdf } : { body: JSON.parse(Buffer.from(bytes).toString()) }) };
}

/** A form saved before the limits: its first TEXT block made 10 MB in the database. */
async function plantBomb(formId: string) {
  const [form] = await database.db.select().from(onlineForms).where(eq(onlineForms.id, formId));
  const blocks = form!.draft.definition!.blocks.map((block) => (block.type === "TEXT" ? { ...block, text: bombText } : block));
  await database.db.update(onlineForms).set({ draft: { ...form!.draft, definition: { blocks } } }).where(eq(onlineForms.id, formId));
}

// A document from the template, filled with 5 KB of data.
const template = await formApi.create(org.adminKey, {
  kind: "TEMPLATE",
  draft: { subject: "Bomb", definition: { blocks: [{ id: "bomb", type: "TEXT", text: "{{a}}".repeat(2_000) }, { id: "sign", type: "SIGNATURE", label: "Customer", required: true }] } },
});
await formApi.publish(org.adminKey, template.json.data.id, 1);
const fromTemplate = await formApi.create(org.adminKey, {
  kind: "DOCUMENT",
  templateId: template.json.data.id,
  data: { a: "x".repeat(5_000) },
  draft: { subject: "Bomb", authPolicy: "SES_LINK_ONLY", delivery: "PRIVATE_LINK", signers: [{ signOrder: 1, name: "Ada" }] },
});
const fromTemplateAnswer = { status: fromTemplate.status, message: fromTemplate.json.message };
if (fromTemplate.status === 201) await unsignedPdf(fromTemplate.json.data.id);

// The unsigned PDF of a form that holds the bomb already.
const draft = await formApi.create(org.adminKey, { kind: "DOCUMENT", draft: { subject: "Old bomb", definition: { blocks: [{ id: "intro", type: "TEXT", text: "Hello" }] } } });
await plantBomb(draft.json.data.id);
const bombPdf = await unsignedPdf(draft.json.data.id);

// A published form, signed by both, whose blocks become the bomb before it is finalized.
const published = await publishedForm(org.adminKey);
await signer.submit(published.tokens[0]!, { answers: { pets: false, extras: [] }, signature: { type: "DRAWN", imagePng: signaturePng() }, consent: true });
await signer.submit(published.tokens[1]!, { answers: { checked: true }, signature: { type: "TYPED", text: "Lars" }, consent: true });
await plantBomb(published.id);
const jobs = await runDueJobs(database.db);
const [signingProcess] = await database.db.select().from(signingProcesses).where(eq(signingProcesses.id, published.process.id));

// The process still answers.
const small = await formApi.create(org.adminKey, { kind: "DOCUMENT", draft: { subject: "Small", definition: { blocks: [{ id: "intro", type: "TEXT", text: "Hello" }] } } });
const smallPdf = await unsignedPdf(small.json.data.id);

console.log(
  JSON.stringify({
    fromTemplate: fromTemplateAnswer,
    bombPdf,
    finalization: {
      jobs: jobs.filter((job) => job.name === "signing-process.finalize").map(({ status, attempt }) => ({ status, attempt })),
      status: signingProcess!.finalizationStatus,
      error: signingProcess!.finalizationError,
    },
    smallPdf,
  }),
);
await database.close();
process.exit(0);
