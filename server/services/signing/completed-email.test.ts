/**
 * The "completed" email, as a signer lives it: it arrives in their language once the sealed
 * files exist, says "everyone" only when there were several signers, and its link opens the
 * signing page's completed screen, which serves the signer's own copy, named in that language.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { runDueJobs } from "@/server/jobs/local-runner";
import { listOutboxMessages } from "@/server/outbox/list-outbox-messages";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { createProcess, inDays, invitedToken, readyAsset, signer, storedToken } from "@/tests/support/signing";
import { getBytes } from "@/tests/support/uploads";
import { eq } from "drizzle-orm";
import { sha256Hex } from "@/server/crypto/sha256";
import { organizations, pdfAssets, signers, signingProcesses } from "@/server/db/schema";
import { pdfText } from "@/server/pdf/stamp/testing/poppler";
import type { Language } from "@/lib/languages";
import { notifySigner } from "./notify-signer";
import { MAX_ATTACHED_PDF_BYTES } from "./signed-document-attachment";

const filesRoute = routeAt("/sign/{token}/files");

let database: TestDatabase;
let org: SeededOrganization;
let assetId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  assetId = await readyAsset(database.db, org.adminKey, 1);
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

const files = (token: string) => call(filesRoute.GET, "GET", `/api/v1/sign/${token}/files`, { params: { token } });

async function emailedProcess(subject: string, people: Array<{ email: string; locale: string }>): Promise<string> {
  const created = await createProcess(org.adminKey, {
    dispatchMode: "EMAIL",
    sourcePdfAssetId: assetId,
    subject,
    expiresAt: inDays(7),
    authPolicy: "SES_LINK_ONLY",
    signers: people.map((person, index) => ({ signOrder: index + 1, name: `Signer ${index + 1}`, ...person })),
    fields: people.map((_person, index) => ({ assignedSignerSignOrder: index + 1, type: "SIGNATURE", label: "Signature", required: true, page: 0, x: 72, y: 100 + index * 80, w: 180, h: 50 })),
  });
  expect(created.status).toBe(201);
  return created.json.data.id as string;
}

/** Every signer signs in turn from their invitation; then the jobs seal the files and send the emails. */
async function signEveryone(processId: string, emails: string[]): Promise<void> {
  for (const email of emails) {
    const token = await invitedToken(database.db, processId, email);
    expect((await signer.submit(token, { fields: {}, signature: { type: "TYPED", text: email }, consent: true })).status).toBe(200);
  }
  for (let round = 0; round < 3; round++) await runDueJobs(database.db);
}

async function completedEmailTo(processId: string, email: string) {
  const { items } = await listOutboxMessages({ signingProcessId: processId, channel: "email" });
  const completed = items.filter((message) => message.to === email && message.meta.kind === "completed");
  expect(completed).toHaveLength(1);
  return completed[0]!;
}

const wording = {
  en: { subject: "“Lease en” is signed", fileName: "Lease en - signed.pdf" },
  de: { subject: "„Lease de“ ist unterschrieben", fileName: "Lease de - unterschrieben.pdf" },
  fr: { subject: "« Lease fr » est signé", fileName: "Lease fr - signé.pdf" },
  es: { subject: "«Lease es» está firmado", fileName: "Lease es - firmado.pdf" },
  it: { subject: "«Lease it» è firmato", fileName: "Lease it - firmato.pdf" },
  nl: { subject: "“Lease nl” is ondertekend", fileName: "Lease nl - ondertekend.pdf" },
  pt: { subject: "«Lease pt» está assinado", fileName: "Lease pt - assinado.pdf" },
  pl: { subject: "„Lease pl” – dokument podpisany", fileName: "Lease pl - podpisany.pdf" },
  ja: { subject: "「Lease ja」の署名が完了しました", fileName: "Lease ja - 署名済み.pdf" },
  zh: { subject: "“Lease zh”已签署", fileName: "Lease zh - 已签署.pdf" },
  ar: { subject: "تم توقيع «Lease ar»", fileName: "Lease ar - موقّع.pdf" },
  he: { subject: "\"Lease he\" נחתם", fileName: "Lease he - חתום.pdf" },
} as const satisfies Record<Language, { subject: string; fileName: string }>;

describe("the completed email and its link", () => {
  it.each(Object.keys(wording) as Array<keyof typeof wording>)(
    "reaches a single signer in their language (%s), and its link serves their copy after completion",
    async (locale) => {
      const email = `single-${locale}@example.test`;
      const processId = await emailedProcess(`Lease ${locale}`, [{ email, locale }]);
      const token = await invitedToken(database.db, processId, email);
      await signEveryone(processId, [email]);

      const message = await completedEmailTo(processId, email);
      expect(message.subject!.replace(/\u00a0/g, " ")).toBe(wording[locale].subject);
      const link = message.links.find((url) => url.includes("/sign/"))!;
      expect(link.split("/sign/")[1]).toBe(token);

      const view = (await signer.view(token)).json.data;
      expect(view.process).toMatchObject({ status: "COMPLETED", signerCount: 1, sealing: false });
      expect(view.signer.language).toBe(locale);
      const copy = await files(token);
      expect(copy.status).toBe(200);
      expect(copy.json.data.signedDocument.fileName.replace(/\u00a0/g, " ")).toBe(wording[locale].fileName);
      const pdf = await getBytes(copy.json.data.signedDocument.url);
      expect(pdf.status).toBe(200);
      expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

      // The process is over, so the link keeps opening the same copy on a later visit.
      expect((await files(token)).status).toBe(200);
    },
  );

  it("tells every one of several signers that everyone has signed, each in their own language", async () => {
    const people = [
      { email: "first@example.test", locale: "de" },
      { email: "second@example.test", locale: "en" },
    ];
    const processId = await emailedProcess("Lease together", people);
    await signEveryone(processId, people.map((person) => person.email));

    expect((await completedEmailTo(processId, "first@example.test")).subject).toBe("„Lease together“ wurde von allen unterschrieben");
    const second = await completedEmailTo(processId, "second@example.test");
    expect(second.subject).toBe("“Lease together” has been signed by everyone");
    expect(second.text).toContain("Everyone has signed");
  });

  it("speaks Italian to an it-IT signer from the invitation to the copy, and an Italian organization's certificate is Italian", async () => {
    const italian = await seedOrganization(database.db, { plan: "PRO", name: "Studio Rossi" });
    await database.db.update(organizations).set({ defaultLanguage: "it" }).where(eq(organizations.id, italian.organizationId));
    const created = await createProcess(italian.adminKey, {
      dispatchMode: "EMAIL",
      sourcePdfAssetId: await readyAsset(database.db, italian.adminKey, 1),
      subject: "Contratto di locazione",
      expiresAt: inDays(7),
      authPolicy: "SES_LINK_ONLY",
      signers: [{ signOrder: 1, name: "Giulia Bianchi", email: "giulia@example.test", locale: "it-IT" }],
      fields: [{ assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Firma", required: true, page: 0, x: 72, y: 100, w: 180, h: 50 }],
    });
    expect(created.status).toBe(201);
    const processId = created.json.data.id as string;
    await runDueJobs(database.db);
    const { items } = await listOutboxMessages({ signingProcessId: processId, channel: "email" });
    const invite = items.find((message) => message.meta.kind === "invite")!;
    expect(invite.subject).toBe("Studio Rossi ti chiede di firmare «Contratto di locazione»");
    expect(invite.html).toMatch(/<html[^>]*\slang="it"/);

    const token = await invitedToken(database.db, processId, "giulia@example.test");
    expect((await signer.view(token, { "accept-language": "en-US" })).json.data.signer).toMatchObject({ locale: "it-IT", language: "it" });
    await signEveryone(processId, ["giulia@example.test"]);

    const completed = await completedEmailTo(processId, "giulia@example.test");
    expect(completed.subject).toBe("«Contratto di locazione» è firmato");
    expect(completed.text).toContain("Hai firmato «Contratto di locazione» di Studio Rossi.");
    const copy = (await files(token)).json.data;
    expect(copy.signedDocument.fileName).toBe("Contratto di locazione - firmato.pdf");
    expect(copy.completionCertificate.fileName).toBe("Contratto di locazione - certificato di completamento.pdf");
    const certificate = pdfText(new Uint8Array(await (await getBytes(copy.completionCertificate.url)).arrayBuffer()));
    for (const heading of ["Certificato di completamento", "Procedura di firma", "Registro di controllo", "Campi e firma inviati"]) expect(certificate).toContain(heading);
  });

  it("speaks Japanese to a ja-JP signer from the invitation to the copy, and a Japanese organization's certificate prints in Japanese", async () => {
    const japanese = await seedOrganization(database.db, { plan: "PRO", name: "山田商事" });
    await database.db.update(organizations).set({ defaultLanguage: "ja" }).where(eq(organizations.id, japanese.organizationId));
    const created = await createProcess(japanese.adminKey, {
      dispatchMode: "EMAIL",
      sourcePdfAssetId: await readyAsset(database.db, japanese.adminKey, 1),
      subject: "賃貸借契約書",
      expiresAt: inDays(7),
      authPolicy: "SES_LINK_ONLY",
      signers: [{ signOrder: 1, name: "佐藤 花子", email: "hanako@example.test", locale: "ja-JP" }],
      fields: [{ assignedSignerSignOrder: 1, type: "SIGNATURE", label: "署名", required: true, page: 0, x: 72, y: 100, w: 180, h: 50 }],
    });
    expect(created.status).toBe(201);
    const processId = created.json.data.id as string;
    await runDueJobs(database.db);
    const { items } = await listOutboxMessages({ signingProcessId: processId, channel: "email" });
    const invite = items.find((message) => message.meta.kind === "invite")!;
    expect(invite.subject).toBe("山田商事 から「賃貸借契約書」への署名のお願い");
    expect(invite.html).toMatch(/<html[^>]*\slang="ja"/);

    const token = await invitedToken(database.db, processId, "hanako@example.test");
    expect((await signer.view(token, { "accept-language": "en-US" })).json.data.signer).toMatchObject({ locale: "ja-JP", language: "ja" });
    await signEveryone(processId, ["hanako@example.test"]);

    const completed = await completedEmailTo(processId, "hanako@example.test");
    expect(completed.subject).toBe("「賃貸借契約書」の署名が完了しました");
    expect(completed.text).toContain("山田商事 の「賃貸借契約書」に署名しました。");
    const copy = (await files(token)).json.data;
    expect(copy.signedDocument.fileName).toBe("賃貸借契約書 - 署名済み.pdf");
    expect(copy.completionCertificate.fileName).toBe("賃貸借契約書 - 完了証明書.pdf");
    const certificate = pdfText(new Uint8Array(await (await getBytes(copy.completionCertificate.url)).arrayBuffer()));
    for (const heading of ["完了証明書", "署名手続き", "監査証跡", "山田商事", "佐藤 花子", "文書を開封"]) expect(certificate).toContain(heading);
    expect(certificate).not.toContain("?");
  }, 60_000);

  it("attaches the signed PDF, named in the signer's language and byte for byte the sealed file", async () => {
    const email = "attached@example.test";
    const processId = await emailedProcess("Lease attached", [{ email, locale: "de" }]);
    const token = await invitedToken(database.db, processId, email);
    await signEveryone(processId, [email]);

    const message = await completedEmailTo(processId, email);
    const sealed = Buffer.from(await (await getBytes((await files(token)).json.data.signedDocument.url)).arrayBuffer());
    expect(message.meta.attachments).toEqual([{ fileName: "Lease attached - unterschrieben.pdf", contentType: "application/pdf", bytes: sealed.length, sha256: sha256Hex(sealed) }]);
    expect(message.text).toContain("Das unterschriebene Dokument ist dieser E-Mail beigefügt.");
  });

  it("sends a signed PDF too large for email by its link alone, and says nothing of an attachment", async () => {
    const email = "large@example.test";
    const processId = await emailedProcess("Lease large", [{ email, locale: "en" }]);
    await signEveryone(processId, [email]);
    // The same signer's email again, with the sealed file's recorded size past the cap.
    const [process] = await database.db.select().from(signingProcesses).where(eq(signingProcesses.id, processId));
    await database.db.update(pdfAssets).set({ sizeBytes: MAX_ATTACHED_PDF_BYTES + 1 }).where(eq(pdfAssets.id, process!.signedPdfAssetId!));
    const [slot] = await database.db.select().from(signers).where(eq(signers.signingProcessId, processId));
    await notifySigner(database.db, { signerId: slot!.id, kind: "completed" }, { jobId: `large-${processId}`, attempt: 1 });

    const { items } = await listOutboxMessages({ signingProcessId: processId, channel: "email" });
    const [first, second] = items.filter((message) => message.meta.kind === "completed").sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    expect(first!.meta.attachments).toHaveLength(1);
    expect(second!.meta.attachments).toBeUndefined();
    expect(second!.text).not.toContain("attached");
    expect(second!.links.some((url) => url.includes("/sign/"))).toBe(true);
  });

  it("emails an in-person signer at a kiosk their copy when their address is known, and nobody without one", async () => {
    const created = await createProcess(org.adminKey, {
      dispatchMode: "KIOSK",
      sourcePdfAssetId: assetId,
      subject: "Lease in person",
      expiresAt: inDays(7),
      authPolicy: "SES_LINK_ONLY",
      signers: [
        { signOrder: 1, name: "Walk-in with email", email: "walkin@example.test", locale: "fr" },
        { signOrder: 2, name: "Walk-in without email" },
      ],
      fields: [1, 2].map((order) => ({ assignedSignerSignOrder: order, type: "SIGNATURE", label: "Signature", required: true, page: 0, x: 72, y: 20 + order * 80, w: 180, h: 50 })),
    });
    expect(created.status).toBe(201);
    const processId = created.json.data.id as string;
    const slots = await database.db.select().from(signers).where(eq(signers.signingProcessId, processId)).orderBy(signers.signOrder);
    for (const slot of slots) {
      expect((await signer.submit(await storedToken(database.db, slot.id), { fields: {}, signature: { type: "TYPED", text: slot.name }, consent: true })).status).toBe(200);
    }
    for (let round = 0; round < 3; round++) await runDueJobs(database.db);

    const message = await completedEmailTo(processId, "walkin@example.test");
    expect(message.meta.attachments).toHaveLength(1);
    const { items } = await listOutboxMessages({ signingProcessId: processId, channel: "email" });
    expect(items.filter((item) => item.meta.kind === "completed")).toHaveLength(1);
    // Its link opens the signed copy, as an emailed signer's does.
    const token = message.links.find((url) => url.includes("/sign/"))!.split("/sign/")[1]!;
    expect((await files(token)).status).toBe(200);
  });

  it("sends nothing before the files are sealed", async () => {
    const processId = await emailedProcess("Lease early", [{ email: "early@example.test", locale: "en" }]);
    const token = await invitedToken(database.db, processId, "early@example.test");
    expect((await signer.submit(token, { fields: {}, signature: { type: "TYPED", text: "Early" }, consent: true })).status).toBe(200);
    const { items } = await listOutboxMessages({ signingProcessId: processId, channel: "email" });
    expect(items.filter((message) => message.meta.kind === "completed")).toHaveLength(0);
    expect((await files(token)).status).toBe(409);
  });
});
