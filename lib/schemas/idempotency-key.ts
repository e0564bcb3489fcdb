import { z } from "zod";

/** The optional Idempotency-Key header of every creating POST (API.md, "Idempotency everywhere"). */
export const idempotencyKeyHeaderSchema = z.object({
  idempotencyKey: z.string().trim().min(1).max(255).regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces").optional(),
});
