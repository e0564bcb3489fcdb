/** Settings, "Single sign-on", and the sign-in page's "Use single sign-on" (docs/people.md). */
import { z } from "zod";
import { saveSsoConnectionSchema, ssoDiscoverySchema } from "@/lib/schemas/sso";
import { notRecorded } from "../activity/declare-activity";
import { defineOperation } from "../operation";
import { getSsoSettings, removeSsoConnection, saveSsoConnection, ssoProviderId, ssoSettingsSchema } from "./sso-connection";
import { ssoOrganizationFor } from "./sso-sign-in";

export const ssoSettings = defineOperation({
  name: "sso.settings",
  summary: "The organization's single sign-on connection, without its client secret (owners and admins).",
  access: "dashboard",
  output: ssoSettingsSchema,
  handler: getSsoSettings,
});

export const ssoSave = defineOperation({
  name: "sso.save",
  summary: "Set up or change single sign-on with an OpenID Connect provider (owners).",
  access: "dashboard",
  input: saveSsoConnectionSchema,
  output: ssoSettingsSchema,
  handler: saveSsoConnection,
  activity: notRecorded("the service records it after the provider's discovery, which must not hold a transaction open"),
});

export const ssoRemove = defineOperation({
  name: "sso.remove",
  summary: "Switch single sign-on off; members keep their accounts (owners).",
  access: "dashboard",
  output: ssoSettingsSchema,
  handler: removeSsoConnection,
  activity: notRecorded("the service records it with the removal, as saving does"),
});

export const ssoDiscover = defineOperation({
  name: "sso.discover",
  summary: "Which single sign-on an email address signs in with, if any.",
  access: "visitor",
  input: ssoDiscoverySchema,
  output: z.object({ providerId: z.string().nullable() }),
  activity: notRecorded("a visitor's lookup changes nothing"),
  handler: async (ctx, input) => {
    const found = await ssoOrganizationFor(ctx.db, input.email);
    return { providerId: found ? ssoProviderId(found.organizationId) : null };
  },
});
