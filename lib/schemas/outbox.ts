import { z } from "zod";
import { paginationSchema } from "../pagination";

export const listOutboxSchema = paginationSchema.extend({
  channel: z.enum(["email", "sms"]).optional(),
  signingProcessId: z.uuid().optional(),
});
export type ListOutboxInput = z.input<typeof listOutboxSchema>;
