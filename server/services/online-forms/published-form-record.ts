import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { signingProcesses, type OnlineForm } from "../../db/schema";
import { signingProcessRecordSchema, toSigningProcessRecord, type SigningProcessRecord } from "../signing/signing-process-record";
import { onlineFormRecordSchema, toOnlineFormRecord, type OnlineFormRecord } from "./online-form-record";

/** The publish answer: the form, and for a document the signing process that now carries it. */
export const publishedFormRecordSchema = onlineFormRecordSchema.extend({ signingProcess: signingProcessRecordSchema.nullable() });
export type PublishedFormRecord = OnlineFormRecord & { signingProcess: SigningProcessRecord | null };

export async function toPublishedFormRecord(db: Db | Tx, form: OnlineForm): Promise<PublishedFormRecord> {
  const [process] = form.signingProcessId ? await db.select().from(signingProcesses).where(eq(signingProcesses.id, form.signingProcessId)) : [];
  return { ...(await toOnlineFormRecord(db, form)), signingProcess: process ? await toSigningProcessRecord(db, process) : null };
}
