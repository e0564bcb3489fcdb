import { eq } from "drizzle-orm";
import type { FormBlock } from "@/lib/schemas/online-forms";
import type { Db, Tx } from "../../db/client";
import { onlineForms, type SigningProcess } from "../../db/schema";

/** The frozen blocks of a form's process (a published document's draft never changes). */
export async function formBlocksOf(db: Db | Tx, process: SigningProcess): Promise<FormBlock[]> {
  if (!process.onlineFormId) return [];
  const [form] = await db.select({ draft: onlineForms.draft }).from(onlineForms).where(eq(onlineForms.id, process.onlineFormId));
  return form?.draft.definition?.blocks ?? [];
}
