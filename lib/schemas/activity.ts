import { z } from "zod";
import { ACTIVITY_ACTIONS } from "../activity/actions";
import { paginationSchema } from "../pagination";

/** Settings, "Activity": one page of the log, narrowed by kind, actor and period. */
export const listActivitySchema = paginationSchema
  .extend({
    action: z.enum(ACTIVITY_ACTIONS).optional(),
    /** A user's or an API key's id. */
    actorId: z.uuid().optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((value) => !value.from || !value.to || Date.parse(value.from) <= Date.parse(value.to), { message: "from must not be after to", path: ["to"] });
export type ListActivityInput = z.input<typeof listActivitySchema>;

/** Settings, "Your sessions": one of the signed-in user's sessions. */
export const sessionIdSchema = z.object({ id: z.uuid() });
