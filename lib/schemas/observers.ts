import { z } from "zod";
import { MAX_OBSERVERS } from "../signing/observers";
import { localeSchema } from "./locale";
import { safeText } from "./text";

export const observerInputSchema = z.object({
  name: safeText().trim().min(1).max(200),
  email: z.email().max(254),
  locale: localeSchema.optional(),
});

/** `observers` on process creation and start-signing: each address once, whatever its case. */
export const observersSchema = z
  .array(observerInputSchema)
  .max(MAX_OBSERVERS)
  .default([])
  .superRefine((observers, issues) => {
    const seen = new Set<string>();
    observers.forEach((observer, index) => {
      const address = observer.email.toLowerCase();
      if (seen.has(address)) issues.addIssue({ code: "custom", path: [index, "email"], message: "is already an observer of this process" });
      seen.add(address);
    });
  });

export type ObserverInput = z.output<typeof observerInputSchema>;
