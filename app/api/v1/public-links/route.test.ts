import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditEvents, organizations, publicLinks, signers, signingProcesses } from "@/server/db/schema";
import { listOutboxMessages } from "@/server/outbox/list-outbox-messages";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { CODES_PER_INBOX, PUBLIC_LINK_LIMITS } from "@/server/throttle/public-link-throttle";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createKey, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { inDays, readyAsset, signer } from "@/tests/support/signing";
import { pdfTemplateDraft, templateApi } from "@/tests/support/templates";

const createRoute = routeAt("/templates/{id}/public-links");
const listRoute = routeAt("/public-links");
const linkRoute = routeAt("/public-links/{id}");
const viewRoute = routeAt("/p/{token}");
const codeRoute = routeAt("/p/{token}/code");
const startRoute = routeAt("/p/{token}/start");
const processesRoute = routeAt("/signing-processes");

let database: TestDatabase;
let org: SeededOrganization;
let other: SeededOrganization;
let assetId: string;
let oneRole: string;
let twoRoles: string;

const api = {
  create: (templateId: string, body: unknown, apiKey = org.adminKey) =>
    call(createRoute.POST, "POST", `/api/v1/templates/${templateId}/public-links`, { apiKey, body, params: { id: templateId } }),
  list: (query = "", apiKey = org.adminKey) => call(listRoute.GET, "GET", `/api/v1/public-links${query}`, { apiKey }),
  get: (id: string, apiKey = org.adminKey) => call(linkRoute.GET, "GET", `/api/v1/public-links/${id}`, { apiKey, params: { id } }),
  patch: (id: string, body: unknown, apiKey = org.adminKey) => call(linkRoute.PATCH, "PATCH", `/api/v1/public-links/${id}`, { apiKey, body, params: { id } }),
  remove: (id: string, apiKey = org.adminKey) => call(linkRoute.DELETE, "DELETE", `/api/v1/public-links/${id}`, { apiKey, params: { id } }),
  view: (token: string) => call(viewRoute.GET, "GET", `/api/v1/p/${token}`, { params: { token } }),
  sendCode: (token: string, body: unknown, ip?: string) => call(codeRoute.POST, "POST", `/api/v1/p/${token}/code`, { params: { token }, body, ip }),
  start: (token: string, body: unknown, ip?: string) => call(startRoute.POST, "POST", `/api/v1/p/${token}/start`, { params: { token }, body, ip }),
};

/** A template whose start asks for no data: the lease without its data, with one or two roles. */
function linkableDraft(roles: 1 | 2) {
  const draft = pdfTemplateDraft(assetId);
  return {
    ...draft,
    inputSchema: [],
    prefillFields: [],
    signerRoles: draft.signerRoles.slice(0, roles),
    signingFields: draft.signingFields.filter((field) => roles === 2 || field.roleKey === "tenant"),
  };
}

async function publish(draft: unknown, name: string, apiKey = org.adminKey): Promise<string> {
  const created = await templateApi.create(apiKey, { kind: "PDF", name, draft });
  expect(created.status).toBe(201);
  expect((await templateApi.publish(apiKey, created.json.data.id)).status).toBe(201);
  return created.json.data.id;
}

const tokenOf = (url: string) => url.split("/p/")[1]!;

async function newLink(templateId = oneRole, body: Record<string, unknown> = {}) {
  const res = await api.create(templateId, body);
  expect(res.status).toBe(201);
  return { ...(res.json.data as { id: string; url: string; uses: number }), token: tokenOf(res.json.data.url) };
}

/** The code emailed to `email` most recently, read from the outbox as the visitor would. */
async function emailedCode(email: string): Promise<string> {
  const { items } = await listOutboxMessages({ channel: "email" });
  const message = items.find((item) => item.to === email && item.meta.kind === "publicLink.code");
  if (!message) throw new Error(`no code emailed to ${email}`);
  return /\b(\d{6})\b/.exec(message.subject ?? "")![1]!;
}

let visitorCount = 0;
/** A visitor who asked for a code: their details, the confirmation id and the emailed code. */
async function visitorWithCode(token: string, extra: Record<string, unknown> = {}) {
  visitorCount += 1;
  const details = { name: `Vera Visitor ${visitorCount}`, email: `vera-${visitorCount}@example.test`, ...extra };
  const sent = await api.sendCode(token, details);
  expect(sent.status).toBe(201);
  return { ...details, confirmationId: sent.json.data.confirmationId as string, code: await emailedCode(details.email) };
}

const processCount = async () => (await database.db.select({ id: signingProcesses.id }).from(signingProcesses).where(eq(signingProcesses.organizationId, org.organizationId))).length;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO", name: "Acme Lettings" });
  other = await seedOrganization(database.db, { plan: "PRO" });
  assetId = await readyAsset(database.db, org.adminKey);
  oneRole = await publish(linkableDraft(1), "Tenancy application");
  twoRoles = await publish(linkableDraft(2), "Lease");
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

describe("the public link registry", () => {
  it("makes a link with a long random address, no uses, and the template's name as its label", async () => {
    const res = await api.create(oneRole, { maxUses: 3, expiresAt: inDays(10) });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      templateId: oneRole,
      templateName: "Tenancy application",
      label: "Tenancy application",
      policy: "EMAIL_SES_LINK_ONLY",
      signers: [],
      signingDays: 30,
      enabled: true,
      maxUses: 3,
      uses: 0,
      state: "ACTIVE",
    });
    expect(res.json.data.url).toMatch(/^http:\/\/localhost:3000\/p\/[A-Za-z0-9_-]{43}$/);
    const read = await api.get(res.json.data.id);
    expect(read.json.data.url).toBe(res.json.data.url);
    const listed = await api.list(`?templateId=${oneRole}`);
    expect(listed.json.data.items.map((link: { id: string }) => link.id)).toContain(res.json.data.id);
  });

  it("answers a retry with the same Idempotency-Key with the first link", async () => {
    const key = `link-${Date.now()}`;
    const withKey = (body: unknown) =>
      call(createRoute.POST, "POST", `/api/v1/templates/${oneRole}/public-links`, { apiKey: org.adminKey, body, params: { id: oneRole }, headers: { "idempotency-key": key } });
    const before = (await api.list()).json.data.total;
    const first = await withKey({ label: "Retry" });
    const again = await withKey({ label: "Retry" });
    expect(again.status).toBe(201);
    expect(again.json.data).toEqual(first.json.data);
    expect((await withKey({ label: "Other" })).json.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect((await api.list()).json.data.total).toBe(before + 1);
  });

  it("refuses bad bodies with 400 and makes nothing", async () => {
    const before = (await api.list()).json.data.total;
    const bad = [
      { maxUses: 0 },
      { maxUses: 1.5 },
      { expiresAt: new Date(Date.now() - 60_000).toISOString() },
      { expiresAt: "tomorrow" },
      { policy: "KIOSK_AES_OTP" },
      { signingDays: 0 },
      { label: "" },
      { signers: [{ roleKey: "landlord", name: "Lars", email: "lars@example.test" }] },
    ];
    for (const body of bad) {
      const res = await api.create(oneRole, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toBeDefined();
    }
    expect((await api.list()).json.data.total).toBe(before);
    expect((await api.create("not-a-uuid", {})).status).toBe(400);
    expect((await api.get("not-a-uuid")).status).toBe(400);
    expect((await api.get(crypto.randomUUID())).status).toBe(404);
    for (const query of ["?templateId=nope", "?page=0", "?pageSize=101"]) expect((await api.list(query)).status, query).toBe(400);
    expect((await call(listRoute.GET, "GET", "/api/v1/public-links", {})).status).toBe(401);
  });

  it("needs every later role's signer fixed, and the first role left to the visitor", async () => {
    const missing = await api.create(twoRoles, {});
    expect(missing.status).toBe(400);
    expect(missing.json.message).toEqual(['signers: the role "Landlord" (landlord) needs a signer fixed by the link']);
    const firstRole = await api.create(twoRoles, {
      signers: [
        { roleKey: "tenant", name: "Tom", email: "tom@example.test" },
        { roleKey: "landlord", name: "Lars", email: "lars@example.test" },
      ],
    });
    expect(firstRole.status).toBe(400);
    expect(firstRole.json.message).toEqual(['signers.0.roleKey: "tenant" is the first role, which the visitor fills in']);
    const noPhone = await api.create(twoRoles, { policy: "EMAIL_AES_OTP", signers: [{ roleKey: "landlord", name: "Lars", email: "lars@example.test" }] });
    expect(noPhone.status).toBe(400);
    expect(noPhone.json.message).toEqual(["signers.0.phoneE164 is required with policy EMAIL_AES_OTP"]);
  });

  it("refuses templates it cannot start: 409 for a draft or one that asks for data, 404 for another organization's", async () => {
    const draft = await templateApi.create(org.adminKey, { kind: "PDF", name: "Draft", draft: linkableDraft(1) });
    const unpublished = await api.create(draft.json.data.id, {});
    expect(unpublished.status).toBe(409);
    expect(unpublished.json.code).toBe("INVALID_STATE");

    const asksForData = await publish({ ...pdfTemplateDraft(assetId), signerRoles: [pdfTemplateDraft(assetId).signerRoles[0]], signingFields: linkableDraft(1).signingFields }, "Needs rent");
    const withData = await api.create(asksForData, {});
    expect(withData.status).toBe(409);
    expect(withData.json.code).toBe("INVALID_STATE");

    const theirAsset = await readyAsset(database.db, other.adminKey);
    const theirs = await publish({ ...linkableDraft(1), sourcePdfAssetId: theirAsset }, "Theirs", other.adminKey);
    expect((await api.create(theirs, {})).status).toBe(404);
    const mine = await newLink();
    expect((await api.get(mine.id, other.adminKey)).status).toBe(404);
    expect((await api.patch(mine.id, { enabled: false }, other.adminKey)).status).toBe(404);
    expect((await api.remove(mine.id, other.adminKey)).status).toBe(404);
    expect((await api.get(mine.id)).json.data.enabled).toBe(true);
  });

  it("is for admins: a member key gets 403", async () => {
    const member = await createKey(org, { role: "MEMBER" });
    const res = await api.create(oneRole, {}, member.apiKey);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("INSUFFICIENT_ROLE");
    expect((await api.list("", member.apiKey)).status).toBe(403);
  });

  it("changes settings with PATCH, refuses bad ones, and deletes", async () => {
    const link = await newLink();
    for (const body of [{}, { maxUses: -1 }, { enabled: "no" }, { expiresAt: "2001-01-01T00:00:00Z" }]) {
      expect((await api.patch(link.id, body)).status, JSON.stringify(body)).toBe(400);
    }
    const changed = await api.patch(link.id, { label: "Front desk", maxUses: 5, expiresAt: inDays(3) });
    expect(changed.status).toBe(200);
    expect(changed.json.data).toMatchObject({ label: "Front desk", maxUses: 5, enabled: true });
    const cleared = await api.patch(link.id, { maxUses: null, expiresAt: null });
    expect(cleared.json.data).toMatchObject({ maxUses: null, expiresAt: null });
    expect((await api.remove(link.id)).status).toBe(204);
    expect((await api.get(link.id)).status).toBe(404);
    expect((await api.view(link.token)).status).toBe(404);
  });
});

describe("a visitor on a public link", () => {
  it("sees the template and organization, confirms their email, and gets an ordinary TEMPLATE process to sign", async () => {
    const link = await newLink();
    const view = await api.view(link.token);
    expect(view.status).toBe(200);
    expect(view.json.data).toEqual({ templateName: "Tenancy application", organizationName: "Acme Lettings", needsPhone: false });

    const visitor = await visitorWithCode(link.token);
    const before = await processCount();
    const wrongCode = visitor.code === "000000" ? "111111" : "000000";
    const wrong = await api.start(link.token, { confirmationId: visitor.confirmationId, code: wrongCode });
    expect(wrong.status).toBe(400);
    expect(wrong.json.code).toBe("OTP_INVALID");
    expect(wrong.json.attemptsLeft ?? wrong.json.details?.attemptsLeft).toBe(4);
    expect(await processCount()).toBe(before);

    const started = await api.start(link.token, { confirmationId: visitor.confirmationId, code: visitor.code });
    expect(started.status).toBe(201);
    expect(started.json.data.signingUrl).toMatch(/^http:\/\/localhost:3000\/sign\/[A-Za-z0-9_-]{43}$/);
    expect(await processCount()).toBe(before + 1);

    const token = started.json.data.signingUrl.split("/sign/")[1];
    const page = await signer.view(token);
    expect(page.status).toBe(200);

    const listed = await call(processesRoute.GET, "GET", "/api/v1/signing-processes", { apiKey: org.adminKey });
    const process = listed.json.data.items.find((item: { templateId: string | null }) => item.templateId === oneRole);
    expect(process).toMatchObject({ origin: "TEMPLATE", subject: "Tenancy application" });

    const [slot] = await database.db.select().from(signers).where(eq(signers.signingProcessId, process.id));
    expect(slot).toMatchObject({ name: visitor.name, email: visitor.email, signOrder: 1 });
    const [event] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.signingProcessId, process.id), eq(auditEvents.type, "process.started_from_public_link")));
    expect(event!.details).toMatchObject({ publicLinkId: link.id, signerId: slot!.id, email: visitor.email, emailConfirmed: true });
    expect((await api.get(link.id)).json.data.uses).toBe(1);

    const again = await api.start(link.token, { confirmationId: visitor.confirmationId, code: visitor.code });
    expect(again.status).toBe(400);
    expect(again.json.code).toBe("OTP_EXPIRED");
    expect((await api.get(link.id)).json.data.uses).toBe(1);
  });

  it("signs the first role and hands the later ones to the signers the link fixed", async () => {
    const link = await newLink(twoRoles, { signers: [{ roleKey: "landlord", name: "Lars Landlord", email: "lars@example.test" }], signingDays: 5 });
    const visitor = await visitorWithCode(link.token);
    const started = await api.start(link.token, { confirmationId: visitor.confirmationId, code: visitor.code });
    expect(started.status).toBe(201);
    const [row] = await database.db.select().from(publicLinks).where(eq(publicLinks.id, link.id));
    expect(row!.uses).toBe(1);
    const processes = await database.db.select().from(signingProcesses).where(eq(signingProcesses.templateId, twoRoles));
    const process = processes.at(-1)!;
    const slots = await database.db.select().from(signers).where(eq(signers.signingProcessId, process.id));
    expect(slots.map((slot) => [slot.signOrder, slot.email, slot.status]).sort()).toEqual([
      [1, visitor.email, "READY"],
      [2, "lars@example.test", "PENDING"],
    ]);
    expect(process.expiresAt.getTime() - Date.now()).toBeGreaterThan(4.9 * 86_400_000);
    expect(process.expiresAt.getTime() - Date.now()).toBeLessThan(5.1 * 86_400_000);
  });

  it("refuses bad visitor bodies with 400 and sends nothing; an unknown link is 404", async () => {
    const link = await newLink();
    for (const body of [{}, { name: "Vera" }, { name: "Vera", email: "not-an-email" }, { name: "", email: "v@example.test" }, { name: "Vera", email: "v@example.test", phoneE164: "12" }]) {
      expect((await api.sendCode(link.token, body)).status, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{}, { confirmationId: "x", code: "123456" }, { confirmationId: crypto.randomUUID(), code: "12ab56" }]) {
      expect((await api.start(link.token, body)).status, JSON.stringify(body)).toBe(400);
    }
    const unknown = await api.start(link.token, { confirmationId: crypto.randomUUID(), code: "123456" });
    expect(unknown.status).toBe(404);
    expect((await api.view("x".repeat(43))).status).toBe(404);
    expect((await api.view("nonsense")).status).toBe(404);
    expect((await api.get(link.id)).json.data.uses).toBe(0);
  });

  it("emails the code in the page's language, and the process keeps it as the signer's", async () => {
    const link = await newLink();
    const visitor = await visitorWithCode(link.token, { locale: "de" });
    const { items } = await listOutboxMessages({ channel: "email" });
    const email = items.find((item) => item.to === visitor.email && item.meta.kind === "publicLink.code")!;
    expect(email.subject).toBe(`${visitor.code} ist Ihr Code für „Tenancy application“`);
    expect(email.meta).toMatchObject({ publicLinkId: link.id });
    const started = await api.start(link.token, { confirmationId: visitor.confirmationId, code: visitor.code });
    expect(started.status).toBe(201);
    const [slot] = await database.db.select().from(signers).where(eq(signers.email, visitor.email));
    expect(slot!.locale).toBe("de");
  });

  it("asks for a mobile number when the policy texts a code at signing", async () => {
    const link = await newLink(oneRole, { policy: "EMAIL_AES_OTP" });
    expect((await api.view(link.token)).json.data.needsPhone).toBe(true);
    const noPhone = await api.sendCode(link.token, { name: "Vera", email: "vera-phone@example.test" });
    expect(noPhone.status).toBe(400);
    const visitor = await visitorWithCode(link.token, { phoneE164: "+4915112345678" });
    const started = await api.start(link.token, { confirmationId: visitor.confirmationId, code: visitor.code });
    expect(started.status).toBe(201);
    const view = await signer.view(started.json.data.signingUrl.split("/sign/")[1]);
    expect(view.json.data.process.authPolicy ?? view.json.data.authPolicy).toBe("AES_OTP");
  });

  it("stops at the expiry: 410 PUBLIC_LINK_UNAVAILABLE for the page, the code and the start", async () => {
    const link = await newLink(oneRole, { expiresAt: inDays(1) });
    const visitor = await visitorWithCode(link.token);
    await database.db.update(publicLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(publicLinks.id, link.id));
    for (const res of [
      await api.view(link.token),
      await api.sendCode(link.token, { name: "Late", email: "late@example.test" }),
      await api.start(link.token, { confirmationId: visitor.confirmationId, code: visitor.code }),
    ]) {
      expect(res.status).toBe(410);
      expect(res.json.code).toBe("PUBLIC_LINK_UNAVAILABLE");
    }
    expect((await api.get(link.id)).json.data).toMatchObject({ uses: 0, state: "EXPIRED" });
  });

  it("stops when its template is archived, and says so on the page's API", async () => {
    const templateId = await publish(linkableDraft(1), "Soon archived");
    const link = await newLink(templateId);
    const archive = routeAt("/templates/{id}/archive");
    expect((await call(archive.POST, "POST", `/api/v1/templates/${templateId}/archive`, { apiKey: org.adminKey, params: { id: templateId } })).status).toBe(200);
    const view = await api.view(link.token);
    expect(view.status).toBe(410);
    expect(view.json.code).toBe("PUBLIC_LINK_UNAVAILABLE");
  });

  it("obeys the kill switch, and starts again when switched back on", async () => {
    const link = await newLink();
    const visitor = await visitorWithCode(link.token);
    const off = await api.patch(link.id, { enabled: false });
    expect(off.json.data).toMatchObject({ enabled: false, state: "DISABLED" });
    const before = await processCount();
    const refused = await api.start(link.token, { confirmationId: visitor.confirmationId, code: visitor.code });
    expect(refused.status).toBe(410);
    expect(refused.json.code).toBe("PUBLIC_LINK_UNAVAILABLE");
    expect((await api.view(link.token)).status).toBe(410);
    expect(await processCount()).toBe(before);
    await api.patch(link.id, { enabled: true });
    const started = await api.start(link.token, { confirmationId: visitor.confirmationId, code: visitor.code });
    expect(started.status).toBe(201);
  });

  it("gives the last use to exactly one of two visitors who race for it", async () => {
    const link = await newLink(oneRole, { maxUses: 2 });
    const first = await visitorWithCode(link.token);
    expect((await api.start(link.token, { confirmationId: first.confirmationId, code: first.code })).status).toBe(201);
    const [a, b] = [await visitorWithCode(link.token), await visitorWithCode(link.token)];
    const before = await processCount();
    const answers = await Promise.all([
      api.start(link.token, { confirmationId: a.confirmationId, code: a.code }),
      api.start(link.token, { confirmationId: b.confirmationId, code: b.code }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 410]);
    expect(answers.find((res) => res.status === 410)!.json.code).toBe("PUBLIC_LINK_UNAVAILABLE");
    expect(await processCount()).toBe(before + 1);
    expect((await api.get(link.id)).json.data).toMatchObject({ uses: 2, state: "USED_UP" });
    expect((await api.view(link.token)).status).toBe(410);
  });

  it("throttles codes and starts per address with 429 and Retry-After", async () => {
    const link = await newLink();
    const ip = "203.0.113.7";
    for (let i = 0; i < PUBLIC_LINK_LIMITS.code; i += 1) {
      expect((await api.sendCode(link.token, { name: "Spam", email: `spam-${i}@example.test` }, ip)).status).toBe(201);
    }
    const tooMany = await api.sendCode(link.token, { name: "Spam", email: "spam-x@example.test" }, ip);
    expect(tooMany.status).toBe(429);
    expect(Number(tooMany.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(tooMany.json.message).toMatch(/Too many codes/);

    const guess = { confirmationId: crypto.randomUUID(), code: "123456" };
    for (let i = 0; i < PUBLIC_LINK_LIMITS.start; i += 1) expect((await api.start(link.token, guess, "203.0.113.8")).status).toBe(404);
    const blocked = await api.start(link.token, guess, "203.0.113.8");
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBeTruthy();
  });

  it("sends one inbox only a few codes through one link, whichever address asks", async () => {
    const link = await newLink();
    const body = { name: "Ina Inbox", email: "ina@example.test" };
    for (let i = 0; i < CODES_PER_INBOX; i += 1) expect((await api.sendCode(link.token, { ...body, email: i === 1 ? "INA@example.test" : body.email })).status).toBe(201);
    const flooded = await api.sendCode(link.token, body);
    expect(flooded.status).toBe(429);
    expect(Number(flooded.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await api.sendCode(link.token, { ...body, email: "other-inbox@example.test" })).status).toBe(201);
  });

  it("gives the use and the code back when the start itself is refused (the plan lost SMS signing)", async () => {
    const third = await seedOrganization(database.db, { plan: "PRO" });
    const templateId = await publish({ ...linkableDraft(1), sourcePdfAssetId: await readyAsset(database.db, third.adminKey) }, "Plan test", third.adminKey);
    const created = await api.create(templateId, { policy: "EMAIL_AES_OTP" }, third.adminKey);
    expect(created.status).toBe(201);
    const link = { id: created.json.data.id as string, token: tokenOf(created.json.data.url) };
    const visitor = await visitorWithCode(link.token, { phoneE164: "+4915112345679" });
    await database.db.update(organizations).set({ plan: "FREE" }).where(eq(organizations.id, third.organizationId));
    const refused = await api.start(link.token, { confirmationId: visitor.confirmationId, code: visitor.code });
    expect(refused.status).toBe(402);
    expect(refused.json.code).toBe("PLAN_FEATURE_UNAVAILABLE");
    expect((await api.get(link.id, third.adminKey)).json.data.uses).toBe(0);
    expect((await api.create(templateId, { policy: "EMAIL_AES_OTP" }, third.adminKey)).status).toBe(402);

    await database.db.update(organizations).set({ plan: "PRO" }).where(eq(organizations.id, third.organizationId));
    const started = await api.start(link.token, { confirmationId: visitor.confirmationId, code: visitor.code });
    expect(started.status).toBe(201);
    expect((await api.get(link.id, third.adminKey)).json.data.uses).toBe(1);
  });

  it("burns a code after five wrong tries", async () => {
    const link = await newLink();
    const visitor = await visitorWithCode(link.token);
    const wrongCode = visitor.code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i += 1) expect((await api.start(link.token, { confirmationId: visitor.confirmationId, code: wrongCode })).status).toBe(400);
    const burned = await api.start(link.token, { confirmationId: visitor.confirmationId, code: visitor.code });
    expect(burned.status).toBe(429);
    expect(burned.json.code).toBe("OTP_ATTEMPTS_EXCEEDED");
  });
});
