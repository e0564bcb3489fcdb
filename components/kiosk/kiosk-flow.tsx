"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { SigningFlow, type SigningOutcome } from "@/components/signing/signing-flow";
import { translatorFor } from "@/components/signing/translator";
import type { Language } from "@/lib/languages";
import type { KioskState } from "@/server/services/kiosk/get-kiosk-state";
import { KioskBar } from "./kiosk-bar";
import { KioskHandoff } from "./kiosk-handoff";
import { KioskLock } from "./kiosk-lock";
import { KioskOver } from "./kiosk-over";

type Stage =
  | { kind: "handoff"; state: KioskState }
  | { kind: "signing"; state: KioskState }
  | { kind: "locked"; state: KioskState; outcome: SigningOutcome; signer: { name: string; locale: Language } }
  | { kind: "over"; state: KioskState };

const FINALIZING_POLL_MS = 3000;

function stageFor(state: KioskState): Stage {
  return state.next ? { kind: "handoff", state } : { kind: "over", state };
}

/**
 * One device, several signers in turn: "hand the device to <name>", that signer's signing
 * page, then a lock screen until the staff member confirms with their (still valid) session
 * that the next signer may begin. Note: each signer's page is its own SigningFlow, keyed by
 * signer and unmounted at the lock, so nothing one signer typed or drew survives into the next
 * signer's screen, memory or DOM.
 */
export function KioskFlow({ initialState }: { initialState: KioskState }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [stage, setStage] = useState<Stage>(() => stageFor(initialState));
  const [checking, setChecking] = useState(false);
  const [failed, setFailed] = useState(false);
  const staff = translatorFor(stage.state.language);

  // Every screen change starts at the top: nobody sees where the previous signer had scrolled.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [stage.kind]);

  // While the final files are made, the done screen follows the process until it is COMPLETED.
  const finalizing = stage.kind === "over" && stage.state.status === "FINALIZING";
  const progress = useQuery({
    ...trpc.kiosk.state.queryOptions({ processId: stage.state.processId }),
    enabled: finalizing,
    refetchInterval: FINALIZING_POLL_MS,
    gcTime: 0,
  });
  const overState = finalizing && progress.data ? progress.data : stage.state;

  /** The staff member's confirmation: re-checks the session and asks the server who is next. */
  const nextSigner = async () => {
    setChecking(true);
    setFailed(false);
    try {
      const state = await queryClient.fetchQuery({ ...trpc.kiosk.state.queryOptions({ processId: stage.state.processId }), staleTime: 0, gcTime: 0 });
      setStage(stageFor(state));
    } catch (error) {
      if (error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === "UNAUTHORIZED") {
        router.push(`/login?callbackUrl=${encodeURIComponent(`/kiosk/${stage.state.processId}`)}`);
        return;
      }
      setFailed(true);
    } finally {
      setChecking(false);
    }
  };

  switch (stage.kind) {
    case "handoff":
      return <KioskHandoff state={stage.state} staff={staff} onStart={() => setStage({ kind: "signing", state: stage.state })} />;
    case "signing": {
      const next = stage.state.next!;
      const signer = { name: next.name, locale: next.locale };
      const handBack = translatorFor(next.locale)("kiosk.handBack", { staffName: stage.state.staffName });
      const lock = (outcome: SigningOutcome) => setStage({ kind: "locked", state: stage.state, outcome, signer });
      return (
        <>
          <KioskBar signer={next} signerCount={stage.state.signerCount} handBack={handBack} onHandBack={() => lock("left")} />
          <SigningFlow key={next.signerId} token={next.token} initialLocale={next.locale} kiosk={{ onHandBack: lock, handBackLabel: handBack }} />
        </>
      );
    }
    case "locked":
      return <KioskLock signer={stage.signer} outcome={stage.outcome} staffName={stage.state.staffName} staff={staff} checking={checking} failed={failed} onContinue={() => void nextSigner()} />;
    case "over":
      return <KioskOver state={overState} staff={staff} />;
  }
}
