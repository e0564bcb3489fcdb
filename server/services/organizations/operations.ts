/**
 * Operations on organizations that /api/v1 does not serve: the dashboard's Settings and first
 * run, and the operator's `signet bootstrap` and `signet org set` (docs/architecture.md).
 */
import { z } from "zod";
import {
  firstRunSetupSchema,
  installationOrganizationChangeSchema,
  updateOrganizationSettingsSchema,
} from "@/lib/schemas/organizations";
import { eq } from "drizzle-orm";
import { organizations } from "../../db/schema";
import { notRecorded } from "../activity/declare-activity";
import { defineOperation } from "../operation";
import { bootstrapOrganization, bootstrapOrganizationSchema, bootstrappedOrganizationSchema } from "./bootstrap-organization";
import { configureOrganization, configureOrganizationSchema } from "./configure-organization";
import { completeFirstRunSetup, isSetupComplete, setupResultSchema } from "./first-run-setup";
import {
  changeInstallationOrganization,
  installationOrganizationSchema,
  isInstallationOperator,
  listInstallationOrganizations,
} from "./installation-operator";
import { getOrganization, updateOrganizationSettings } from "./organization-settings";
import { organizationRecordSchema } from "./organization-record";

export const organizationGet = defineOperation({
  name: "organization.get",
  summary: "Read the signed-in user's organization.",
  access: "dashboard",
  output: organizationRecordSchema,
  handler: getOrganization,
});

export const organizationUpdate = defineOperation({
  name: "organization.update",
  summary: "Rename the organization, change its default language, its country, its default automatic reminders or its retention period (admins).",
  access: "dashboard",
  input: updateOrganizationSettingsSchema,
  output: organizationRecordSchema,
  handler: updateOrganizationSettings,
  activity: {
    before: async (ctx) => {
      const org = await getOrganization(ctx);
      return { name: org.name, defaultLanguage: org.defaultLanguage, country: org.country, defaultReminders: org.defaultReminders, retentionDays: org.retentionDays };
    },
    entry: (org, input, before) => ({
      action: "organization.updated",
      subjectId: org.id,
      subjectName: org.name,
      before,
      after: { name: org.name, defaultLanguage: org.defaultLanguage, country: org.country, defaultReminders: org.defaultReminders, retentionDays: org.retentionDays },
    }),
  },
});

export const installationIsOperator = defineOperation({
  name: "installation.isOperator",
  summary: "Whether the signed-in user runs this installation (an owner of its first organization).",
  access: "dashboard",
  output: z.boolean(),
  handler: isInstallationOperator,
});

export const installationOrganizations = defineOperation({
  name: "installation.organizations",
  summary: "Every organization of the installation, for its operator.",
  access: "dashboard",
  output: z.array(installationOrganizationSchema),
  handler: listInstallationOrganizations,
});

export const installationChangeOrganization = defineOperation({
  name: "installation.changeOrganization",
  summary: "Change one organization's plan or read-only flag, for the installation's operator.",
  access: "dashboard",
  input: installationOrganizationChangeSchema,
  output: organizationRecordSchema,
  handler: changeInstallationOrganization,
  // Recorded in the organization whose plan changed, where its admins read it.
  activity: {
    before: async (ctx, input) => {
      const [org] = await ctx.db.select({ plan: organizations.plan, readOnly: organizations.readOnly }).from(organizations).where(eq(organizations.id, input.organizationId));
      return org ?? null;
    },
    entry: (org, input, before) => ({
      action: "organization.planChanged",
      organizationId: org.id,
      subjectId: org.id,
      subjectName: org.name,
      before,
      after: { plan: org.plan, readOnly: org.readOnly },
    }),
  },
});

export const setupStatus = defineOperation({
  name: "setup.status",
  summary: "Whether the installation has its first user yet.",
  access: "visitor",
  output: z.object({ complete: z.boolean() }),
  handler: async (ctx) => ({ complete: await isSetupComplete(ctx.db) }),
});

// Open to visitors on purpose: it only works while no user exists at all.
export const setupComplete = defineOperation({
  name: "setup.complete",
  summary: "Create the first organization and its owner on a fresh installation.",
  access: "visitor",
  input: firstRunSetupSchema,
  output: setupResultSchema,
  handler: (ctx, input) => completeFirstRunSetup(ctx.db, input),
  activity: notRecorded("first run creates the organization; there is no admin yet"),
});

export const organizationsBootstrap = defineOperation({
  name: "organizations.bootstrap",
  summary: "Create an organization with its owner and, when asked, an ADMIN API key.",
  access: "operator",
  input: bootstrapOrganizationSchema,
  output: bootstrappedOrganizationSchema,
  handler: (ctx, input) => bootstrapOrganization(ctx.db, input),
  activity: notRecorded("the installation's operator works at the server, outside any organization's admins"),
});

export const organizationsConfigure = defineOperation({
  name: "organizations.configure",
  summary: "Set an organization's plan, read-only flag or default language.",
  access: "operator",
  input: configureOrganizationSchema,
  output: organizationRecordSchema,
  handler: (ctx, input) => configureOrganization(ctx.db, input),
  activity: notRecorded("the installation's operator works at the server, outside any organization's admins"),
});
