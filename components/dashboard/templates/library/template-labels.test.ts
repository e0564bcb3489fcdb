import { describe, expect, it } from "vitest";
import type { TemplateRecord } from "@/server/services/templates/template-record";
import { copyName, duplicateInput } from "./duplicate-template";
import { canDelete, canUse, plainDraftProblem, versionLabel } from "./template-labels";

describe("a template in the library", () => {
  it("names its version, or says it is not published", () => {
    expect(versionLabel(3)).toBe("v3");
    expect(versionLabel(null)).toBe("Not published");
  });
  it("can be used only while published, and deleted only before its first publish", () => {
    expect(canUse({ status: "PUBLISHED", latestVersion: 1 })).toBe(true);
    expect(canUse({ status: "ARCHIVED", latestVersion: 1 })).toBe(false);
    expect(canUse({ status: "DRAFT", latestVersion: null })).toBe(false);
    expect(canDelete({ latestVersion: null })).toBe(true);
    expect(canDelete({ latestVersion: 2 })).toBe(false);
  });
  it("shows why publishing was refused without the draft's paths", () => {
    expect(plainDraftProblem("draft.signerRoles: a template needs at least one signer role")).toBe("A template needs at least one signer role");
    expect(plainDraftProblem("draft.signingFields.0.page must be below the document's page count (1)")).toBe(
      "Draft.signingFields.0.page must be below the document's page count (1)",
    );
  });
});

describe("duplicating a template", () => {
  const original: TemplateRecord = {
    id: "6f1c1f8e-0000-4000-8000-000000000001",
    kind: "PDF",
    name: "Lease",
    description: null,
    status: "PUBLISHED",
    category: { id: "6f1c1f8e-0000-4000-8000-000000000002", name: "Housing" },
    tags: [{ id: "6f1c1f8e-0000-4000-8000-000000000003", name: "Rent" }],
    latestVersion: 2,
    retentionDays: null,
    draft: {
      signerRoles: [{ key: "tenant", label: "Tenant", signOrder: 1 }],
      inputSchema: [],
      prefillFields: [],
      signingFields: [],
      sourcePdfAssetId: null,
    },
    createdAt: "2030-01-01T00:00:00.000Z",
    updatedAt: "2030-01-01T00:00:00.000Z",
  };
  it("creates a draft of the same kind, content, category and tags, named as a copy", () => {
    expect(duplicateInput(original)).toEqual({
      kind: "PDF",
      name: "Lease (copy)",
      description: undefined,
      categoryId: "6f1c1f8e-0000-4000-8000-000000000002",
      tagIds: ["6f1c1f8e-0000-4000-8000-000000000003"],
      draft: { signerRoles: original.draft.signerRoles, inputSchema: [], prefillFields: [], signingFields: [], sourcePdfAssetId: null },
    });
  });
  it("keeps a long name within 200 characters", () => {
    expect(copyName("x".repeat(200))).toHaveLength(200);
  });
});
