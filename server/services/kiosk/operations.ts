/** The kiosk (docs/signing-page.md, "Kiosk"): dashboard only, no /api/v1 path (docs/architecture.md). */
import { z } from "zod";
import { kioskPinEntrySchema, kioskProcessSchema, kioskStartSchema } from "@/lib/schemas/kiosk";
import { notRecorded } from "../activity/declare-activity";
import { defineOperation } from "../operation";
import { getKioskState, kioskStateSchema } from "./get-kiosk-state";
import { finishKiosk, lockKiosk, pinRefusalSchema, startKioskSession, unlockKiosk } from "./kiosk-session";

/** Not in the activity log (docs/people.md, "Activity"). */
const documentWork = notRecorded("documents, templates and processes are the organization's work, not its settings; each process's audit trail records what happens to it");

const releasedSchema = z.union([z.object({ ok: z.literal(true), state: kioskStateSchema }), pinRefusalSchema]);

export const kioskState = defineOperation({
  name: "kiosk.state",
  summary: "Who signs next at the kiosk, whether it is locked, and each signer's copy once complete.",
  access: "dashboard",
  input: kioskProcessSchema,
  output: kioskStateSchema,
  handler: getKioskState,
});

export const kioskStart = defineOperation({
  name: "kiosk.start",
  summary: "Start the kiosk with a new PIN, released to the signer whose turn it is.",
  access: "dashboard",
  input: kioskStartSchema,
  output: releasedSchema,
  handler: startKioskSession,
  activity: documentWork,
});

export const kioskUnlock = defineOperation({
  name: "kiosk.unlock",
  summary: "Release the device to the signer whose turn it is now, with the PIN.",
  access: "dashboard",
  input: kioskPinEntrySchema,
  output: releasedSchema,
  handler: unlockKiosk,
  activity: documentWork,
});

export const kioskLock = defineOperation({
  name: "kiosk.lock",
  summary: "Lock the kiosk until the PIN is entered again.",
  access: "dashboard",
  input: kioskProcessSchema,
  output: kioskStateSchema,
  handler: lockKiosk,
  activity: documentWork,
});

export const kioskFinish = defineOperation({
  name: "kiosk.finish",
  summary: "End the kiosk session with the PIN: staff take the device back.",
  access: "dashboard",
  input: kioskPinEntrySchema,
  output: z.union([z.object({ ok: z.literal(true) }), pinRefusalSchema]),
  handler: finishKiosk,
  activity: documentWork,
});
