"use client";

import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import type { HtmlTemplatePreview } from "@/server/services/templates/preview-html-template";
import { serverErrorMessages } from "../../../forms/server-error-messages";

export const PREVIEW_DEBOUNCE_MS = 800;

export interface PreviewInput {
  html: string;
  css: string;
  data: Record<string, unknown>;
}

/**
 * The live preview: rendered again 800 ms after the last change, or at once on request. An
 * answer to an older request than the newest sent is dropped, so pages never go backwards; the
 * last good pages stay on screen while a new render runs or when the template breaks.
 */
export function useHtmlPreview(input: PreviewInput) {
  const trpc = useTRPC();
  const preview = useMutation(trpc.templates.preview.mutationOptions());
  const [result, setResult] = useState<Extract<HtmlTemplatePreview, { ok: true }> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const sent = useRef(0);
  const key = JSON.stringify(input);
  const latest = useRef(input);
  const { mutateAsync } = preview;

  const refresh = useCallback(async () => {
    const current = latest.current;
    if (current.html.trim() === "") {
      setResult(null);
      setProblem(null);
      return;
    }
    const number = ++sent.current;
    setPending(true);
    try {
      const answer = await mutateAsync(current);
      if (number !== sent.current) return;
      if (answer.ok) {
        setResult(answer);
        setProblem(null);
      } else {
        setProblem(answer.error);
      }
    } catch (error) {
      if (number === sent.current) setProblem(serverErrorMessages(error).join(" "));
    } finally {
      if (number === sent.current) setPending(false);
    }
  }, [mutateAsync]);

  useEffect(() => {
    latest.current = input;
  });

  useEffect(() => {
    const timer = setTimeout(() => void refresh(), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, refresh]);

  return { result, problem, pending, refresh };
}
