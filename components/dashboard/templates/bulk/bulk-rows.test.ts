import { describe, expect, it } from "vitest";
import { startSigningSchema, type TemplateDefinition } from "@/lib/schemas/templates";
import { headerKey, mapColumns, rowToStartInput, type SharedSettings } from "./bulk-rows";
import { tableOf } from "./read-spreadsheet";

const GERMANY = { country: "DE", numberLocale: "de-DE" } as const;

const definition: TemplateDefinition = {
  signerRoles: [
    { key: "landlord", label: "Landlord", signOrder: 2 },
    { key: "tenant", label: "Tenant", signOrder: 1 },
  ],
  inputSchema: [
    { key: "customer.name", label: "Customer name", type: "string", required: true },
    { key: "rent", label: "Monthly rent", type: "number", required: true },
    { key: "pets", label: "Pets allowed", type: "boolean", required: false },
  ],
  prefillFields: [],
  signingFields: [{ key: "sig", roleKey: "tenant", type: "SIGNATURE", label: "Signature", required: true, page: 0, x: 1, y: 1, w: 10, h: 10 }],
  sourcePdfAssetId: null,
};
const shared: SharedSettings = { delivery: "EMAIL", sms: false, subject: "Lease", message: "", expiresOn: "2099-12-31" };

describe("columns matched to the template", () => {
  it("maps role details and inputs by header words, whatever the case and separators", () => {
    const headers = ["Tenant name", "tenant_email", "TENANT MOBILE", "Landlord Name", "landlord e-mail", "Customer name", "rent", "Pets allowed", "Notes"];
    const mapping = mapColumns(headers, definition, "EMAIL", false);
    expect(Object.fromEntries(mapping.columns)).toEqual({
      "Tenant name": { kind: "signer", roleKey: "tenant", detail: "name" },
      tenant_email: { kind: "signer", roleKey: "tenant", detail: "email" },
      "TENANT MOBILE": { kind: "signer", roleKey: "tenant", detail: "phoneE164" },
      "Landlord Name": { kind: "signer", roleKey: "landlord", detail: "name" },
      "landlord e-mail": { kind: "signer", roleKey: "landlord", detail: "email" },
      "Customer name": { kind: "input", key: "customer.name" },
      rent: { kind: "input", key: "rent" },
      "Pets allowed": { kind: "input", key: "pets" },
    });
    expect(mapping.missing).toEqual([]);
    expect(headerKey("  Signer__E-mail ")).toBe("signer e mail");
  });

  it("names what no column gives, as the policy needs it", () => {
    const mapping = mapColumns(["Tenant name", "Landlord name", "Customer name"], definition, "EMAIL", true);
    expect(mapping.missing).toEqual(["Tenant email", "Tenant mobile number", "Landlord email", "Landlord mobile number", "Monthly rent"]);
    expect(mapColumns(["Tenant name", "Landlord name", "Customer name", "Monthly rent"], definition, "KIOSK", false).missing).toEqual([]);
  });

  it("lets one-role templates use plain Name and Email columns", () => {
    const single = { ...definition, signerRoles: [{ key: "visitor", label: "Visitor", signOrder: 1 }], inputSchema: [] };
    expect(mapColumns(["Name", "Email"], single, "EMAIL", false).missing).toEqual([]);
  });
});

describe("a row as a start-signing body", () => {
  it("is what the Use template form would send: typed data, signers in signing order, the shared settings", () => {
    const headers = ["Tenant name", "Tenant email", "Landlord name", "Landlord email", "Customer name", "Monthly rent", "Pets allowed"];
    const mapping = mapColumns(headers, definition, "EMAIL", false);
    const row = { "Tenant name": "Zoë", "Tenant email": "zoe@example.test", "Landlord name": "Lars", "Landlord email": "lars@example.test", "Customer name": "Zoë Ł", "Monthly rent": "1250", "Pets allowed": "yes" };
    const input = rowToStartInput(row, mapping, definition, shared, GERMANY);
    expect(input).toMatchObject({
      data: { customer: { name: "Zoë Ł" }, rent: 1250, pets: true },
      signers: [
        { roleKey: "tenant", name: "Zoë", email: "zoe@example.test" },
        { roleKey: "landlord", name: "Lars", email: "lars@example.test" },
      ],
      policy: "EMAIL_SES_LINK_ONLY",
      subject: "Lease",
    });
    expect(startSigningSchema.safeParse(input).success).toBe(true);
    const blank = rowToStartInput({ ...row, "Tenant email": "" }, mapping, definition, shared, GERMANY);
    expect(blank.signers[0]).not.toHaveProperty("email", "");
  });
});

describe("a sheet as a table", () => {
  it("takes the first row as headers, makes them unique, skips empty rows and writes dates as yyyy-mm-dd", () => {
    const table = tableOf([
      ["Name", "Email", "Email", ""],
      ["Ada", "ada@example.test", null, new Date(Date.UTC(2026, 1, 3))],
      ["", "", "", ""],
      [" Alan ", 42],
    ], "en-US");
    expect(table.headers).toEqual(["Name", "Email", "Email (2)", "Column 4"]);
    expect(table.rows).toEqual([
      { Name: "Ada", Email: "ada@example.test", "Email (2)": "", "Column 4": "2026-02-03" },
      { Name: "Alan", Email: "42", "Email (2)": "", "Column 4": "" },
    ]);
  });

  it("writes Excel's numbers as the organization writes them, so they read back as the same numbers", () => {
    const table = tableOf([["Rent", "Deposit"], [3.125, 1250.5]], "de-DE");
    expect(table.rows).toEqual([{ Rent: "3,125", Deposit: "1250,5" }]);
  });
});
