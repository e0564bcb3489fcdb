import { describe, expect, it } from "vitest";
import { createApiKeySchema } from "@/lib/schemas/api-keys";
import { firstRunSetupSchema } from "@/lib/schemas/organizations";
import { labelledZodResolver } from "./labelled-resolver";

const options = { fields: {}, shouldUseNativeValidation: false };

describe("the dashboard forms' resolver", () => {
  it("names each field by its label before the rule it breaks", async () => {
    const resolve = labelledZodResolver(firstRunSetupSchema, { organizationName: "Organization name", password: "Password" });
    const result = await resolve({ organizationName: "", name: "Ada", email: "ada@example.test", password: "short", defaultLanguage: "en" }, undefined, options);
    expect(result.errors.organizationName?.message).toBe("Organization name is required");
    expect(result.errors.password?.message).toBe("Password must be at least 10 characters long");
  });

  it("hands on the schema's output when everything is valid", async () => {
    const resolve = labelledZodResolver(createApiKeySchema, { name: "Name" });
    const result = await resolve({ name: "  CRM  ", role: "ADMIN", expiresAt: null }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ name: "CRM", role: "ADMIN", expiresAt: null });
  });

  it("keeps a refinement's own words after the label", async () => {
    const resolve = labelledZodResolver(createApiKeySchema, { expiresAt: "Expires" });
    const result = await resolve({ name: "CRM", role: "ADMIN", expiresAt: "2000-01-01T00:00:00.000Z" }, undefined, options);
    expect(result.errors.expiresAt?.message).toBe("Expires must be in the future");
  });
});
