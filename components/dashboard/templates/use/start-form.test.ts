import { describe, expect, it } from "vitest";
import { startSigningSchema, type TemplateDefinition } from "@/lib/schemas/templates";
import { initialValues, nestedData, placeSentences, plainSentence, policyOf, printedTexts, startProblems, toStartInput, type StartFormValues } from "./start-form";

const GERMANY = { country: "DE", numberLocale: "de-DE" } as const;

const definition: TemplateDefinition = {
  signerRoles: [
    { key: "landlord", label: "Landlord", signOrder: 2 },
    { key: "tenant", label: "Tenant", signOrder: 1 },
  ],
  inputSchema: [
    { key: "customer.name", label: "Customer name", type: "string", required: true },
    { key: "customer.age", label: "Age", type: "number", required: false },
    { key: "start", label: "Start date", type: "date", required: true },
    { key: "pets", label: "Pets allowed", type: "boolean", required: false },
  ],
  prefillFields: [],
  signingFields: [
    { key: "sig", roleKey: "tenant", type: "SIGNATURE", label: "Signature", required: true, page: 0, x: 1, y: 1, w: 10, h: 10 },
    { key: "city", roleKey: "tenant", type: "TEXT", label: "City", required: false, page: 0, x: 1, y: 20, w: 10, h: 10 },
    { key: "agree", roleKey: "landlord", type: "CHECKBOX", label: "Agree", required: false, page: 0, x: 1, y: 40, w: 10, h: 10 },
  ],
  sourcePdfAssetId: null,
};
const me = { name: "Erika", email: "erika@example.test" };
const labels = (target: string) =>
  ({ "data.customer.name": "Customer name", "data.start": "Start date", "signers.tenant.email": "Email", "fieldPrefills.agree": "Suggested value" })[
    target
  ] ?? (target.endsWith(".phoneE164") ? "Mobile number" : target);

function filled(changes: Partial<StartFormValues> = {}): StartFormValues {
  const values = initialValues(definition, "Lease", new Date(2030, 0, 10));
  return {
    ...values,
    data: { ...values.data, "customer.name": "Ada", start: "2030-02-01" },
    signers: {
      tenant: { name: "Ada", email: "ada@example.test", phoneE164: "", locale: "" },
      landlord: { name: "Bob", email: "bob@example.test", phoneE164: "", locale: "de" },
    },
    ...changes,
  };
}

describe("the data a start sends", () => {
  it("builds nested objects from dot paths, typed by the input schema", () => {
    expect(nestedData(definition.inputSchema, { "customer.name": "Ada", "customer.age": "42", start: "2030-02-01", pets: true }, "en-US")).toEqual({
      customer: { name: "Ada", age: 42 },
      start: "2030-02-01",
      pets: true,
    });
  });
  it("reads numbers as the organization writes them", () => {
    expect(nestedData(definition.inputSchema, { "customer.age": "1.250,50" }, "de-DE")).toEqual({ customer: { age: 1250.5 }, pets: false });
    expect(nestedData(definition.inputSchema, { "customer.age": "1,250.50" }, "en-US")).toEqual({ customer: { age: 1250.5 }, pets: false });
  });
  it("leaves out what was left empty, and keeps an unreadable number as typed", () => {
    expect(nestedData(definition.inputSchema, { "customer.name": " ", "customer.age": "4x", start: "", pets: false }, "en-US")).toEqual({
      customer: { age: "4x" },
      pets: false,
    });
  });
  it("keeps __proto__ a plain key", () => {
    const data = nestedData([{ key: "__proto__.polluted", type: "string" }], { "__proto__.polluted": "yes" }, "en-US");
    expect(Object.hasOwn(data, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("the texts the PDFs print", () => {
  it("are the subject, the signers' names, the text details and the suggested text values, keyed as the form's problems", () => {
    const texts = printedTexts(definition, filled({ prefills: { city: "ᏣᎳᎩ", agree: "true" } }));
    expect(texts.map(({ key, text, place }) => [key, text, place])).toEqual([
      ["subject", "Lease", "certificate"],
      ["signers.tenant.name", "Ada", "certificate"],
      ["signers.landlord.name", "Bob", "certificate"],
      ["data.customer.name", "Ada", "document"],
      ["fieldPrefills.city", "ᏣᎳᎩ", "suggestion"],
    ]);
    expect(printedTexts(definition, filled({ delivery: "CURRENT_USER" })).map((text) => text.key)).not.toContain("signers.tenant.name");
  });
});

describe("the plain policy choices", () => {
  it("map onto start-signing's policies", () => {
    expect(policyOf("EMAIL", true)).toBe("EMAIL_AES_OTP");
    expect(policyOf("EMAIL", false)).toBe("EMAIL_SES_LINK_ONLY");
    expect(policyOf("KIOSK", true)).toBe("KIOSK_AES_OTP");
    expect(policyOf("KIOSK", false)).toBe("KIOSK_SES_LINK_ONLY");
    expect(policyOf("CURRENT_USER", true)).toBe("CURRENT_USER_SES_LINK_ONLY");
  });
  it("never show a policy's name in a sentence", () => {
    expect(plainSentence("signers.0.email is required with policy EMAIL_AES_OTP")).toBe(
      "signers.0.email is required for “Send by email” with an SMS code",
    );
    expect(plainSentence("policy CURRENT_USER_SES_LINK_ONLY signs as the caller alone")).toBe("“I sign it myself” signs as the caller alone");
  });
});

describe("the start input", () => {
  it("has one signer per role in signing order, a default expiry of 14 days and the template name as subject", () => {
    const input = toStartInput(definition, filled(), me, GERMANY);
    expect(input.signers.map((signer) => signer.roleKey)).toEqual(["tenant", "landlord"]);
    expect(input.subject).toBe("Lease");
    expect(new Date(input.expiresAt).getDate()).toBe(24);
    expect(input.policy).toBe("EMAIL_SES_LINK_ONLY");
    expect(startSigningSchema.safeParse(input).success).toBe(true);
  });
  it("sends suggestions only for the fields given one, a checkbox's as a boolean", () => {
    const input = toStartInput(definition, filled({ prefills: { city: "Berlin", agree: "false" } }), me, GERMANY);
    expect(input.fieldPrefills).toEqual([
      { fieldKey: "city", value: "Berlin" },
      { fieldKey: "agree", value: false },
    ]);
  });
  it("signs as the signed-in user under “I sign it myself”", () => {
    const input = toStartInput(definition, filled({ delivery: "CURRENT_USER" }), me, GERMANY);
    expect(input.signers[0]).toMatchObject({ name: "Erika", email: "erika@example.test" });
  });
});

describe("problems before sending", () => {
  it("are none for a complete form", () => {
    expect(startProblems(definition, filled(), me, labels, GERMANY)).toEqual({ fields: new Map(), form: [] });
  });
  it("sit on their controls in the server's words", () => {
    const values = filled({ data: { "customer.name": "", start: "01.02.2030" }, sms: true });
    values.signers.tenant!.email = "";
    const { fields } = startProblems(definition, values, me, labels, GERMANY);
    expect(fields.get("data.customer.name")).toBe("Customer name is required");
    expect(fields.get("data.start")).toBe("Start date must be a date written yyyy-mm-dd");
    expect(fields.get("signers.tenant.email")).toBe("Email is required to send by email");
    expect(fields.get("signers.landlord.phoneE164")).toBe("Mobile number is required for an SMS code");
  });
  it("take mobile numbers as people type them, and word a wrong one for the person typing", () => {
    const values = filled({ sms: true });
    values.signers.tenant!.phoneE164 = "0151 2345 6789";
    values.signers.landlord!.phoneE164 = "12";
    expect(toStartInput(definition, values, me, GERMANY).signers[0]!.phoneE164).toBe("+4915123456789");
    const { fields } = startProblems(definition, values, me, labels, GERMANY);
    expect(fields.has("signers.tenant.phoneE164")).toBe(false);
    expect(fields.get("signers.landlord.phoneE164")).toBe(
      "Mobile number is not a valid phone number. A number from another country starts with + and its country code.",
    );
  });
});

describe("copies", () => {
  it("send the people filled in, trimmed, and leave out rows left empty", () => {
    const values = filled({
      observers: [
        { key: "observer-1", name: " Olga ", email: " olga@example.test " },
        { key: "observer-2", name: "", email: "" },
      ],
    });
    expect(toStartInput(definition, values, me, GERMANY).observers).toEqual([{ name: "Olga", email: "olga@example.test" }]);
  });

  it("put a problem on the row it belongs to, skipping rows left empty", () => {
    const values = filled({
      observers: [
        { key: "observer-1", name: "", email: "" },
        { key: "observer-2", name: "Olga", email: "not an address" },
      ],
    });
    const { fields } = startProblems(definition, values, me, (target) => (target.endsWith(".email") ? "Email" : target), GERMANY);
    expect(fields.get("observers.0.email")).toBe("Email must be a valid email address");
  });
});

describe("the server's sentences", () => {
  it("go onto the control their path names, the rest above the form", () => {
    const sent = { fieldPrefills: [{ fieldKey: "agree", value: "x" }] };
    const placed = placeSentences(
      [
        "input.signers.0.email must be a valid email address",
        "fieldPrefills.0.value must be true or false for a CHECKBOX field",
        'signers: the role "Tenant" (tenant) needs a signer',
      ],
      definition,
      sent,
      labels,
    );
    expect(placed.fields.get("signers.tenant.email")).toBe("Email must be a valid email address");
    expect(placed.fields.get("fieldPrefills.agree")).toBe("Suggested value must be true or false for a CHECKBOX field");
    expect(placed.form).toEqual(['signers: the role "Tenant" (tenant) needs a signer']);
  });
});
