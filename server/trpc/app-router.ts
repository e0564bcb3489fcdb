import { router } from "./init";
import { activityRouter, sessionsRouter } from "./routers/activity";
import { apiKeysRouter } from "./routers/api-keys";
import { emailRouter } from "./routers/email";
import { installationRouter } from "./routers/installation";
import { kioskRouter } from "./routers/kiosk";
import { invitationsRouter, membersRouter } from "./routers/members";
import { notificationsRouter } from "./routers/notifications";
import { onlineFormsRouter } from "./routers/online-forms";
import { organizationRouter } from "./routers/organization";
import { outboxRouter } from "./routers/outbox";
import { passwordsRouter } from "./routers/passwords";
import { overviewRouter } from "./routers/overview";
import { processDraftsRouter } from "./routers/process-drafts";
import { pdfAssetsRouter } from "./routers/pdf-assets";
import { printingRouter } from "./routers/printing";
import { sealsRouter } from "./routers/seals";
import { setupRouter } from "./routers/setup";
import { ssoRouter } from "./routers/sso";
import { signingProcessesRouter } from "./routers/signing-processes";
import { templatesRouter } from "./routers/templates";
import { bulkSendsRouter } from "./routers/bulk-sends";
import { exportsRouter } from "./routers/exports";
import { twoFactorRouter } from "./routers/two-factor";
import { webhooksRouter } from "./routers/webhooks";
import { publicLinksRouter } from "./routers/public-links";

export const appRouter = router({
  activity: activityRouter,
  apiKeys: apiKeysRouter,
  email: emailRouter,
  installation: installationRouter,
  invitations: invitationsRouter,
  kiosk: kioskRouter,
  members: membersRouter,
  notifications: notificationsRouter,
  onlineForms: onlineFormsRouter,
  organization: organizationRouter,
  outbox: outboxRouter,
  passwords: passwordsRouter,
  overview: overviewRouter,
  pdfAssets: pdfAssetsRouter,
  printing: printingRouter,
  processDrafts: processDraftsRouter,
  seals: sealsRouter,
  sessions: sessionsRouter,
  setup: setupRouter,
  signingProcesses: signingProcessesRouter,
  sso: ssoRouter,
  templates: templatesRouter,
  bulkSends: bulkSendsRouter,
  exports: exportsRouter,
  twoFactor: twoFactorRouter,
  webhooks: webhooksRouter,
  publicLinks: publicLinksRouter,
});

export type AppRouter = typeof appRouter;
