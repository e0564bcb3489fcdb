import { signingProcessIdSchema } from "@/lib/schemas/signing-processes";
import { prepared } from "../../db/prepared";
import { notFound } from "../../errors";
import type { ServiceContext } from "../context";
import { parseInput } from "../parse-input";
import { canSee } from "./load-signing-process";
import { buildSigningProcessRecord, processWithRecordRows, type SigningProcessRecord } from "./signing-process-record";

/** As loadSigningProcess sees it (404 for another organization's or, to a MEMBER, another user's). */
export async function getSigningProcess(ctx: ServiceContext, rawInput: { id: string }): Promise<SigningProcessRecord> {
  const { id } = parseInput(signingProcessIdSchema, rawInput, "path");
  const found = await prepared(ctx.db, "process-with-record-rows", processWithRecordRows).execute({ id, organizationId: ctx.organizationId });
  if (!found || !canSee(ctx, found)) throw notFound("Signing process");
  const { signers, fields, sourceAsset, onlineForm, certificateAsset, ...process } = found;
  return buildSigningProcessRecord(process, {
    signers,
    fields,
    asset: sourceAsset ?? undefined,
    formContentSha256: onlineForm?.formContentSha256 ?? null,
    certificateSha256: certificateAsset?.sha256 ?? null,
  });
}
