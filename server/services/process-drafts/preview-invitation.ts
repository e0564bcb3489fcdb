import { z } from "zod";
import { resolveLanguage, spokenLanguage } from "@/lib/i18n/resolve-language";
import type { invitationPreviewSchema } from "@/lib/schemas/process-drafts";
import { LANGUAGES } from "@/lib/languages";
import { env } from "../../env";
import { renderEmail } from "../../mail/templates/render-email";
import type { ServiceContext } from "../context";
import { getOrganization } from "../organizations/organization-settings";
import { draftOwnerId } from "./process-draft-access";


export const invitationSchema = z.object({ subject: z.string(), text: z.string(), language: z.enum(LANGUAGES) });

/**
 * The invitation a signer of the draft would receive, rendered by the same template that sends
 * it (server/mail/templates), in the language they would get it in.
 */
export async function previewInvitation(ctx: ServiceContext, input: z.output<typeof invitationPreviewSchema>): Promise<z.output<typeof invitationSchema>> {
  draftOwnerId(ctx);
  const organization = await getOrganization(ctx);
  const language = spokenLanguage(input.locale) ?? resolveLanguage(organization.defaultLanguage);
  const email = await renderEmail("invite", language, {
    signerName: input.signerName,
    organizationName: organization.name,
    subject: input.subject,
    message: input.message === "" ? null : input.message,
    // Note: a signer's own link exists only once the process is sent; its start stands in for it.
    signUrl: `${env().APP_URL}/sign/…`,
    expiresAt: input.expiresAt,
  });
  return { subject: email.subject, text: email.text, language };
}
