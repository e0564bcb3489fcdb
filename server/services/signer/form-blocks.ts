import { eq } from "drizzle-orm";
import type { FormAnswer, FormBlock } from "@/lib/schemas/online-forms";
import type { Db, Tx } from "../../db/client";
import { onlineForms, type SigningProcess } from "../../db/schema";

/** The frozen blocks of a form's process (a published document's draft never changes), and its first answers. */
export async function formContentOf(db: Db | Tx, process: SigningProcess): Promise<{ blocks: FormBlock[]; prefills: Record<string, FormAnswer> }> {
  if (!process.onlineFormId) return { blocks: [], prefills: {} };
  const [form] = await db.select({ draft: onlineForms.draft }).from(onlineForms).where(eq(onlineForms.id, process.onlineFormId));
  return { blocks: form?.draft.definition?.blocks ?? [], prefills: form?.draft.prefills ?? {} };
}
