import { Moment } from "../moment";
import type { SigningProcessRecord } from "@/server/services/signing/signing-process-record";
import { NameList } from "../../name-list";
import { waitingOn } from "./waiting-on";

/** "Waiting for Zoë since 25 Nov 2026, 14:02", under the signer count; nothing once nobody can act. */
export function WaitingOnText({ process }: { process: SigningProcessRecord }) {
  const waiting = waitingOn(process);
  if (!waiting) return null;
  return (
    <span className="block text-xs text-slate-600 [overflow-wrap:anywhere]">
      Waiting for <NameList names={waiting.names} /> since <Moment value={waiting.since} />
    </span>
  );
}
