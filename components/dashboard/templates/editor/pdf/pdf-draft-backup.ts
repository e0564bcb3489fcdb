/**
 * The PDF template editor's unsaved work, kept in the browser's localStorage until it is saved:
 * a reload, a closed tab, a save the server refused or a walk to another page and back would
 * otherwise start again from the last saved draft, without the chosen document and roles.
 * A backup counts only over the draft it was made from (the template's updatedAt when it was
 * last saved); over a draft saved since, it is dropped.
 *
 * Storage can refuse (private modes, quotas): then nothing is kept, quietly.
 */
import { z } from "zod";
import { inputSchemaEntrySchema } from "@/lib/schemas/templates";
import { FIELD_TYPES } from "../../../processes/field-editor/field-editor-state";
import type { PdfEditorModel } from "../template-draft";

export type BackupStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const keyFor = (templateId: string) => `signet.template-draft.${templateId}`;

const backupSchema = z.object({
  base: z.string(),
  model: z.object({
    roles: z.array(z.object({ id: z.string(), key: z.string(), label: z.string(), keyEdited: z.boolean() })),
    fields: z.array(
      z.looseObject({
        id: z.string(),
        type: z.enum(FIELD_TYPES as [string, ...string[]]),
        label: z.string(),
        required: z.boolean(),
        signerKey: z.string(),
        page: z.number().int().min(0),
        x: z.number(),
        y: z.number(),
        w: z.number(),
        h: z.number(),
      }),
    ),
    unplacedInputs: z.array(inputSchemaEntrySchema),
    sourcePdfAssetId: z.string().nullable(),
  }),
});

function quietly<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch {
    return fallback;
  }
}

/** The window's localStorage, or none when the browser refuses it. */
export function browserStorage(): BackupStorage | null {
  return quietly(() => window.localStorage, null);
}

/** The unsaved model kept for this template, if it was made over the draft as it is now. */
export function readBackup(storage: BackupStorage | null, templateId: string, base: string): PdfEditorModel | null {
  const raw = storage && quietly(() => storage.getItem(keyFor(templateId)), null);
  if (!raw) return null;
  const parsed = backupSchema.safeParse(quietly(() => JSON.parse(raw) as unknown, null));
  if (!parsed.success || parsed.data.base !== base) return null;
  return parsed.data.model as PdfEditorModel;
}

export function writeBackup(storage: BackupStorage | null, templateId: string, base: string, model: PdfEditorModel): void {
  quietly(() => storage?.setItem(keyFor(templateId), JSON.stringify({ base, model })), undefined);
}

export function clearBackup(storage: BackupStorage | null, templateId: string): void {
  quietly(() => storage?.removeItem(keyFor(templateId)), undefined);
}

/** The highest number in ids such as "role-new-3", so new roles never take a restored one's id. */
export function highestIdNumber(ids: readonly string[]): number {
  return Math.max(0, ...ids.map((id) => Number(/(\d+)$/.exec(id)?.[1] ?? 0)));
}
