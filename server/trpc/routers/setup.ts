import { firstRunSetupSchema } from "@/lib/schemas/organizations";
import { completeFirstRunSetup, isSetupComplete } from "../../services/organizations/first-run-setup";
import { publicProcedure, router } from "../init";

export const setupRouter = router({
  status: publicProcedure.query(async ({ ctx }) => ({ complete: await isSetupComplete(ctx.db) })),
  // Open to visitors on purpose: it only works while no user exists at all.
  complete: publicProcedure.input(firstRunSetupSchema).mutation(({ ctx, input }) => completeFirstRunSetup(ctx.db, input)),
});
