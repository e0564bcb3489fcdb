/**
 * The form PDFs as the server makes them: rendered in a PDF worker thread
 * (../worker/run-pdf-worker.ts) under its memory budget and a time budget, so that a form too
 * large to print costs that thread and fails with FormTooLargeError, never the server's heap.
 */
import { env } from "../../env";
import { PdfTaskError, renderFormInWorker, type Budget } from "../worker/run-pdf-worker";
import type { SignedFormInput, UnsignedFormInput } from "./form-input";

/**
 * FORM_PDF_SECONDS [90]: the largest form a draft may hold (lib/forms/form-size.ts) renders in
 * about half a minute on a busy machine, including the first render's loading of the renderer
 * and its fonts in a new thread.
 */
const formRenderBudget = (): Budget => ({ totalMs: env().FORM_PDF_SECONDS * 1000 });

/** The form needs more memory or time than a form PDF may take; `message` says which. */
export class FormTooLargeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FormTooLargeError";
  }
}

async function overBudgetIsTooLarge(render: Promise<Uint8Array>): Promise<Uint8Array> {
  try {
    return await render;
  } catch (error) {
    if (error instanceof PdfTaskError && (error.kind === "timeout" || error.kind === "crashed")) throw new FormTooLargeError(error.message);
    throw error;
  }
}

export function renderSignedFormInWorker(input: SignedFormInput): Promise<Uint8Array> {
  return overBudgetIsTooLarge(renderFormInWorker({ kind: "signed", input }, formRenderBudget()));
}

export function renderUnsignedFormInWorker(input: UnsignedFormInput): Promise<Uint8Array> {
  return overBudgetIsTooLarge(renderFormInWorker({ kind: "unsigned", input }, formRenderBudget()));
}
