import { router } from "./init";
import { apiKeysRouter } from "./routers/api-keys";
import { organizationRouter } from "./routers/organization";
import { setupRouter } from "./routers/setup";

export const appRouter = router({
  apiKeys: apiKeysRouter,
  organization: organizationRouter,
  setup: setupRouter,
});

export type AppRouter = typeof appRouter;
