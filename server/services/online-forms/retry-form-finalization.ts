import { AppError } from "../../errors";
import type { ServiceContext } from "../context";
import { retrySigningProcessFinalization } from "../signing/retry-finalization";
import type { SigningProcessRecord } from "../signing/signing-process-record";
import { loadOnlineForm } from "./online-form-access";

/** POST /online-forms/{id}/finalize: the same retry as a direct process's, for the form's process. */
export async function retryFormFinalization(ctx: ServiceContext, input: { id: string }): Promise<SigningProcessRecord> {
  const form = await loadOnlineForm(ctx, input.id);
  if (!form.signingProcessId) throw new AppError("INVALID_STATE", "The form is not published, so it has no final files to prepare");
  return retrySigningProcessFinalization(ctx, { id: form.signingProcessId });
}
