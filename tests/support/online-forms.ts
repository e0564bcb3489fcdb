/** Helpers for online-form tests: a two-recipient form, and the form routes called as Next.js does. */
import { call, routeAt } from "./http";
import { inDays } from "./signing";

const formsRoute = routeAt("/online-forms");
const formRoute = routeAt("/online-forms/{id}");
const draftRoute = routeAt("/online-forms/{id}/draft");
const publishRoute = routeAt("/online-forms/{id}/publish");
const linkRoute = routeAt("/online-forms/{id}/signers/{signerId}/link");

/**
 * Recipient 1 answers whether they keep pets (a section about them appears when they do, with a
 * follow-up that appears for dogs) and picks extras; recipient 2 confirms. Both sign.
 */
export const twoRecipientBlocks = [
  { id: "intro", type: "TEXT", text: "Tell us about your household." },
  { id: "pets", type: "BOOLEAN", label: "Do you keep pets?" },
  { id: "petSection", type: "SECTION", label: "Your pets", showWhen: [{ field: "pets", operator: "equals", value: true }] },
  { id: "kind", type: "MULTIPLE_CHOICE", label: "Which pet?", required: true, parentId: "petSection", options: [{ id: "cat", label: "Cat" }, { id: "dog", label: "Dog" }] },
  { id: "dogName", type: "TEXTAREA", label: "The dog's name", required: true, parentId: "petSection", showWhen: [{ field: "kind", operator: "equals", value: "dog" }] },
  { id: "extras", type: "MULTIPLE_CHOICE", label: "Extras", allowMultiple: true, options: [{ id: "garden", label: "Garden" }, { id: "pool", label: "Pool" }] },
  { id: "poolRules", type: "BOOLEAN", label: "I read the pool rules", required: true, showWhen: [{ field: "extras", operator: "includes", value: "pool" }] },
  { id: "notes", type: "TEXTAREA", label: "Anything else?", showWhen: [{ field: "extras", operator: "isNotEmpty" }] },
  { id: "sign1", type: "SIGNATURE", label: "Tenant", required: true },
  { id: "checked", type: "BOOLEAN", label: "Answers checked", required: true, signOrder: 2 },
  { id: "sign2", type: "SIGNATURE", label: "Landlord", required: true, signOrder: 2 },
];

export function formDocumentDraft(overrides: Record<string, unknown> = {}) {
  return {
    subject: "Household questionnaire",
    authPolicy: "SES_LINK_ONLY",
    delivery: "PRIVATE_LINK",
    expiresAt: inDays(7),
    signers: [
      { signOrder: 1, name: "Zoë Łódź", email: "zoe@example.test" },
      { signOrder: 2, name: "Lars Landlord", email: "lars@example.test" },
    ],
    definition: { blocks: twoRecipientBlocks },
    ...overrides,
  };
}

export const formApi = {
  create: (apiKey: string, body: unknown, headers?: Record<string, string>) => call(formsRoute.POST, "POST", "/api/v1/online-forms", { apiKey, body, headers }),
  get: (apiKey: string, id: string) => call(formRoute.GET, "GET", `/api/v1/online-forms/${id}`, { apiKey, params: { id } }),
  remove: (apiKey: string, id: string) => call(formRoute.DELETE, "DELETE", `/api/v1/online-forms/${id}`, { apiKey, params: { id } }),
  patch: (apiKey: string, id: string, body: unknown) => call(draftRoute.PATCH, "PATCH", `/api/v1/online-forms/${id}/draft`, { apiKey, body, params: { id } }),
  publish: (apiKey: string, id: string, expectedDraftVersion: number) =>
    call(publishRoute.POST, "POST", `/api/v1/online-forms/${id}/publish`, { apiKey, body: { expectedDraftVersion }, params: { id } }),
  link: (apiKey: string, id: string, signerId: string) =>
    call(linkRoute.POST, "POST", `/api/v1/online-forms/${id}/signers/${signerId}/link`, { apiKey, body: {}, params: { id, signerId } }),
};

/** A published two-recipient document; answers the form id, the process and the signers' tokens from their links. */
export async function publishedForm(apiKey: string, overrides: Record<string, unknown> = {}) {
  const created = await formApi.create(apiKey, { kind: "DOCUMENT", draft: formDocumentDraft(overrides) });
  if (created.status !== 201) throw new Error(`creating the form answered ${created.status}: ${JSON.stringify(created.json)}`);
  const published = await formApi.publish(apiKey, created.json.data.id, 1);
  if (published.status !== 201) throw new Error(`publishing answered ${published.status}: ${JSON.stringify(published.json)}`);
  const process = published.json.data.signingProcess;
  const tokens: string[] = [];
  for (const slot of process.signerSlots) {
    const link = await formApi.link(apiKey, created.json.data.id, slot.id);
    tokens.push((link.json.data.url as string).split("/sign/")[1]!);
  }
  return { id: created.json.data.id as string, process, tokens };
}
