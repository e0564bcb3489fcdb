"use client";

import { css } from "@codemirror/lang-css";
import { html } from "@codemirror/lang-html";
import { EditorView, basicSetup } from "codemirror";
import { useEffect, useImperativeHandle, useRef, type Ref } from "react";
import { accessibleHighlighting } from "./code-highlight";

export interface CodeEditorHandle {
  /** Puts text where the cursor was last (at the end if the editor was never used) and focuses the editor. */
  insert: (text: string) => void;
}

/**
 * A CodeMirror 6 editor for the template's HTML or CSS. The document is CodeMirror's own; a
 * new `value` from outside (a marker inserted, a reload) replaces it only when it differs, so
 * typing never fights the parent's state. Tab is left to the page (no indentWithTab), so
 * keyboard users can leave the editor.
 */
export function CodeEditor({
  value,
  onChange,
  language,
  labelledBy,
  describedBy,
  minHeight = "14rem",
  ref,
}: {
  value: string;
  onChange: (value: string) => void;
  language: "html" | "css";
  labelledBy: string;
  describedBy?: string;
  minHeight?: string;
  ref?: Ref<CodeEditorHandle>;
}) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const used = useRef(false);

  useImperativeHandle(ref, () => ({
    insert(text: string) {
      const editor = view.current;
      if (!editor) return;
      if (used.current) editor.dispatch(editor.state.replaceSelection(text));
      else editor.dispatch({ changes: { from: editor.state.doc.length, insert: text }, selection: { anchor: editor.state.doc.length + text.length } });
      editor.focus();
    },
  }));
  const latestChange = useRef(onChange);
  useEffect(() => {
    latestChange.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      doc: value,
      parent: host.current,
      extensions: [
        basicSetup,
        accessibleHighlighting,
        language === "html" ? html() : css(),
        EditorView.lineWrapping,
        EditorView.contentAttributes.of({ "aria-labelledby": labelledBy, ...(describedBy ? { "aria-describedby": describedBy } : {}) }),
        EditorView.theme({
          "&": { minHeight, maxHeight: "32rem", fontSize: "13px", border: "1px solid rgb(203 213 225)", borderRadius: "0.375rem", backgroundColor: "white" },
          "&.cm-focused": { outline: "2px solid rgb(79 70 229)", outlineOffset: "1px" },
          ".cm-scroller": { overflow: "auto", minHeight },
        }),
        EditorView.domEventHandlers({
          focus: () => {
            used.current = true;
          },
        }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) latestChange.current(update.state.doc.toString());
        }),
      ],
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is made once; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, labelledBy, describedBy, minHeight]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const current = editor.state.doc.toString();
    if (current !== value) editor.dispatch({ changes: { from: 0, to: current.length, insert: value } });
  }, [value]);

  return <div ref={host} />;
}
