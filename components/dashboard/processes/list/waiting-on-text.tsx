import { Moment } from "../moment";
import type { SigningProcessRecord } from "@/server/services/signing/signing-process-record";
import { waitingOn } from "./waiting-on";

const NAMES = new Intl.ListFormat(undefined, { style: "long", type: "conjunction" });

/** "Waiting for Zoë since 25 Nov 2026, 14:02", under the signer count; nothing once nobody can act. */
export function WaitingOnText({ process }: { process: SigningProcessRecord }) {
  const waiting = waitingOn(process);
  if (!waiting) return null;
  return (
    <span className="block text-xs text-slate-600 [overflow-wrap:anywhere]">
      Waiting for {NAMES.format(waiting.names)} since <Moment value={waiting.since} />
    </span>
  );
}
