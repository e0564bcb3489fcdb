/** Helpers for template tests: definitions, and the template routes called as Next.js does. */
import { call, routeAt } from "./http";
import { inDays } from "./signing";

const templatesRoute = routeAt("/templates");
const templateRoute = routeAt("/templates/{id}");
const draftRoute = routeAt("/templates/{id}/draft");
const publishRoute = routeAt("/templates/{id}/publish");
const startRoute = routeAt("/templates/{id}/start-signing");

/** A two-role lease on a two-page PDF: Sender fields for the tenant's name and the rent. */
export function pdfTemplateDraft(assetId: string) {
  return {
    sourcePdfAssetId: assetId,
    signerRoles: [
      { key: "tenant", label: "Tenant", signOrder: 1 },
      { key: "landlord", label: "Landlord", signOrder: 2 },
    ],
    inputSchema: [
      { key: "tenant.name", label: "Tenant name", type: "string", required: true },
      { key: "rent", label: "Monthly rent", type: "number", required: true },
      { key: "startDate", label: "Start date", type: "date", required: false },
      { key: "pets", label: "Pets allowed", type: "boolean", required: false },
    ],
    prefillFields: [
      { key: "tenant.name", page: 0, x: 72, y: 60, w: 220, h: 20 },
      { key: "rent", page: 0, x: 72, y: 90, w: 100, h: 20, fontSize: 10 },
    ],
    signingFields: [
      { key: "tenantIban", roleKey: "tenant", type: "TEXT", label: "IBAN", required: true, page: 0, x: 72, y: 140, w: 200, h: 20 },
      { key: "moveIn", roleKey: "tenant", type: "DATE", label: "Move-in date", required: false, page: 0, x: 72, y: 170, w: 120, h: 20 },
      { key: "rules", roleKey: "tenant", type: "CHECKBOX", label: "House rules read", required: false, page: 1, x: 72, y: 160, w: 14, h: 14 },
      { key: "tenantSignature", roleKey: "tenant", type: "SIGNATURE", label: "Tenant", required: true, page: 1, x: 72, y: 200, w: 180, h: 50 },
      { key: "landlordSignature", roleKey: "landlord", type: "SIGNATURE", label: "Landlord", required: true, page: 1, x: 300, y: 200, w: 180, h: 50 },
    ],
  };
}

export function startBody(overrides: Record<string, unknown> = {}) {
  return {
    data: { tenant: { name: "Zoë Łódź" }, rent: 1250 },
    signers: [
      { roleKey: "tenant", name: "Zoë Łódź", email: "zoe@example.test" },
      { roleKey: "landlord", name: "Lars Landlord", email: "lars@example.test" },
    ],
    expiresAt: inDays(7),
    policy: "EMAIL_SES_LINK_ONLY",
    ...overrides,
  };
}

export const templateApi = {
  create: (apiKey: string, body: unknown) => call(templatesRoute.POST, "POST", "/api/v1/templates", { apiKey, body }),
  list: (apiKey: string, query = "") => call(templatesRoute.GET, "GET", `/api/v1/templates${query}`, { apiKey }),
  get: (apiKey: string, id: string) => call(templateRoute.GET, "GET", `/api/v1/templates/${id}`, { apiKey, params: { id } }),
  remove: (apiKey: string, id: string) => call(templateRoute.DELETE, "DELETE", `/api/v1/templates/${id}`, { apiKey, params: { id } }),
  patch: (apiKey: string, id: string, body: unknown) =>
    call(draftRoute.PATCH, "PATCH", `/api/v1/templates/${id}/draft`, { apiKey, body, params: { id } }),
  publish: (apiKey: string, id: string) => call(publishRoute.POST, "POST", `/api/v1/templates/${id}/publish`, { apiKey, params: { id } }),
  start: (apiKey: string, id: string, body: unknown) =>
    call(startRoute.POST, "POST", `/api/v1/templates/${id}/start-signing`, { apiKey, body, params: { id } }),
};

/** A published PDF template; answers its id. */
export async function publishedPdfTemplate(apiKey: string, assetId: string, name = "Lease"): Promise<string> {
  const created = await templateApi.create(apiKey, { kind: "PDF", name, draft: pdfTemplateDraft(assetId) });
  if (created.status !== 201) throw new Error(`creating the template answered ${created.status}: ${JSON.stringify(created.json)}`);
  const published = await templateApi.publish(apiKey, created.json.data.id);
  if (published.status !== 201) throw new Error(`publishing answered ${published.status}: ${JSON.stringify(published.json)}`);
  return created.json.data.id;
}

/** The lease with its tenant alone and no data asked at start: a template a public link can start. */
export function oneRoleDraft(assetId: string) {
  const draft = pdfTemplateDraft(assetId);
  return {
    ...draft,
    inputSchema: [],
    prefillFields: [],
    signerRoles: draft.signerRoles.slice(0, 1),
    signingFields: draft.signingFields.filter((field) => field.roleKey === "tenant"),
  };
}

/** A published oneRoleDraft; answers its id. */
export async function publishedOneRoleTemplate(apiKey: string, assetId: string, name = "Tenancy application"): Promise<string> {
  const created = await templateApi.create(apiKey, { kind: "PDF", name, draft: oneRoleDraft(assetId) });
  if (created.status !== 201) throw new Error(`creating the template answered ${created.status}: ${JSON.stringify(created.json)}`);
  const published = await templateApi.publish(apiKey, created.json.data.id);
  if (published.status !== 201) throw new Error(`publishing answered ${published.status}: ${JSON.stringify(published.json)}`);
  return created.json.data.id;
}
