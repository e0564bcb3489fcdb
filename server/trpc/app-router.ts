import { router } from "./init";
import { apiKeysRouter } from "./routers/api-keys";
import { organizationRouter } from "./routers/organization";
import { pdfAssetsRouter } from "./routers/pdf-assets";
import { setupRouter } from "./routers/setup";
import { webhooksRouter } from "./routers/webhooks";

export const appRouter = router({
  apiKeys: apiKeysRouter,
  organization: organizationRouter,
  pdfAssets: pdfAssetsRouter,
  setup: setupRouter,
  webhooks: webhooksRouter,
});

export type AppRouter = typeof appRouter;
