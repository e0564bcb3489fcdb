/** Settings, "Document seal": an organization's own seal for its final PDFs (docs/pdf-finalization.md, "Seals"). Dashboard only: no /api/v1 path. */
import { uploadOrganizationSealSchema } from "@/lib/schemas/seals";
import { defineOperation } from "../operation";
import {
  commonNameOf,
  currentSealFields,
  getOrganizationSealSettings,
  organizationSealSettingsSchema,
  removeOrganizationSeal,
  uploadOrganizationSeal,
} from "./organization-seal";

export const sealSettings = defineOperation({
  name: "seals.settings",
  summary: "Which seal the organization's final PDFs carry, the installation's or its own, with subject, issuer and dates (owners and admins).",
  access: "dashboard",
  output: organizationSealSettingsSchema,
  handler: getOrganizationSealSettings,
});

export const sealUpload = defineOperation({
  name: "seals.upload",
  summary: "Upload the organization's own seal, a PKCS#12 and its password, replacing the one before (owners and admins).",
  access: "dashboard",
  input: uploadOrganizationSealSchema,
  output: organizationSealSettingsSchema,
  handler: uploadOrganizationSeal,
  activity: {
    before: (ctx) => currentSealFields(ctx),
    entry: (answer, _input, before) => ({
      action: "organizationSeal.uploaded",
      subjectName: answer.own?.name ?? null,
      before,
      after: answer.own ? { subject: answer.own.subject, certificateIssuer: answer.own.issuer, notAfter: answer.own.notAfter, fingerprintSha256: answer.own.fingerprintSha256 } : null,
    }),
  },
});

export const sealRemove = defineOperation({
  name: "seals.remove",
  summary: "Remove the organization's own seal: its final PDFs carry the installation's seal again (owners and admins).",
  access: "dashboard",
  output: organizationSealSettingsSchema,
  handler: removeOrganizationSeal,
  activity: {
    before: (ctx) => currentSealFields(ctx),
    entry: (_answer, _input, before) => ({ action: "organizationSeal.removed", subjectName: typeof before?.subject === "string" ? commonNameOf(before.subject) : null, before, after: null }),
  },
});
