import { listOutboxSchema } from "@/lib/schemas/outbox";
import { listOrganizationOutbox, outboxTransports } from "../../services/outbox/list-organization-outbox";
import { router, sessionProcedure } from "../init";

export const outboxRouter = router({
  list: sessionProcedure.input(listOutboxSchema).query(({ ctx, input }) => listOrganizationOutbox(ctx.session, input)),
  transports: sessionProcedure.query(({ ctx }) => outboxTransports(ctx.session)),
});
