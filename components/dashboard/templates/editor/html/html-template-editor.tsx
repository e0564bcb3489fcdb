"use client";

import { useMemo, useRef, useState } from "react";
import { Card } from "@/components/ui/card";
import type { TemplateRecord } from "@/server/services/templates/template-record";
import { EditorHeader } from "../editor-header";
import { RolesPanel } from "../roles-panel";
import { htmlFieldForMarker, htmlModelFromDefinition, htmlModelToDraft, labelFromKey, sampleData } from "../template-draft";
import { useTemplateSaving } from "../use-template-saving";
import { CodeEditor, type CodeEditorHandle } from "./code-editor";
import { FieldsPanel } from "./fields-panel";
import { unclaimedMarkers, undeclaredVariables } from "./html-references";
import { HtmlPreview } from "./html-preview";
import { useHtmlPreview } from "./use-html-preview";
import { VariablesPanel } from "./variables-panel";

/**
 * An HTML template: its HTML (Liquid) and CSS in CodeMirror, its variables with sample values,
 * its roles and signing fields, and beside them the real PDF as a start would print it.
 */
export function HtmlTemplateEditor({ template }: { template: TemplateRecord }) {
  const [initial] = useState(() => htmlModelFromDefinition(template.draft));
  const [html, setHtml] = useState(initial.html);
  const [css, setCss] = useState(initial.css);
  const [roles, setRoles] = useState(initial.roles);
  const [inputs, setInputs] = useState(initial.inputs);
  const [fields, setFields] = useState(initial.fields);
  const counter = useRef(1000);
  const htmlEditor = useRef<CodeEditorHandle>(null);
  const newId = (prefix: string) => () => `${prefix}-${++counter.current}`;

  const patch = useMemo(() => htmlModelToDraft({ roles, inputs, fields, html, css }), [roles, inputs, fields, html, css]);
  const saving = useTemplateSaving(template, patch);
  const data = useMemo(() => sampleData(inputs), [inputs]);
  const preview = useHtmlPreview({ html, css, data });
  const missing = useMemo(
    () => new Set(preview.result ? fields.map((field) => field.key.trim()).filter((key) => !preview.result!.markers[key]) : []),
    [preview.result, fields],
  );

  const undeclared = useMemo(() => undeclaredVariables(html, inputs.map((input) => input.key)), [html, inputs]);
  const unclaimed = useMemo(() => unclaimedMarkers(html, fields.map((field) => field.key)), [html, fields]);

  return (
    <div className="space-y-6">
      <EditorHeader template={template} saving={saving} />
      {/* On narrow screens the preview follows the code it shows; from xl it sits beside everything. */}
      <div className="flex flex-col gap-6 xl:grid xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:items-start">
        <div className="contents min-w-0 xl:block xl:space-y-6">
          <Card className="order-1 space-y-4 p-4 xl:order-none">
            <div>
              <h2 id="html-code-title" className="text-base font-semibold text-slate-900">
                HTML
              </h2>
              <p id="html-code-help" className="text-sm text-slate-600">
                Liquid works here: <code className="rounded bg-slate-100 px-1">{"{{ customer.name }}"}</code>,{" "}
                <code className="rounded bg-slate-100 px-1">{"{% if pets %}…{% endif %}"}</code>. Tab moves on to the next control.
              </p>
            </div>
            <CodeEditor ref={htmlEditor} value={html} onChange={setHtml} language="html" labelledBy="html-code-title" describedBy="html-code-help" />
            <h2 id="css-code-title" className="text-base font-semibold text-slate-900">
              CSS
            </h2>
            <CodeEditor value={css} onChange={setCss} language="css" labelledBy="css-code-title" minHeight="8rem" />
          </Card>
          <Card className="order-3 p-4 xl:order-none">
            <RolesPanel
              roles={roles}
              onChange={(next) => {
                setRoles(next);
                // Fields of a removed role (or made before any role) go to the first role, as in the PDF editor.
                const first = next[0]?.id;
                if (first) setFields((current) => current.map((field) => (next.some((role) => role.id === field.roleId) ? field : { ...field, roleId: first })));
              }}
              newId={newId("role-new")}
            />
          </Card>
          <Card className="order-3 p-4 xl:order-none">
            <FieldsPanel
              fields={fields}
              roles={roles}
              missing={missing}
              unclaimed={unclaimed}
              onClaim={(key) => setFields((current) => [...current, htmlFieldForMarker(newId("html-field")(), key, roles[0]?.id ?? "")])}
              onChange={setFields}
              onInsert={(snippet) => htmlEditor.current?.insert(snippet)}
              newId={newId("html-field")}
            />
          </Card>
          <Card className="order-3 p-4 xl:order-none">
            <VariablesPanel
              inputs={inputs}
              onChange={setInputs}
              newId={newId("input")}
              undeclared={undeclared}
              onDeclare={(key) => setInputs((current) => [...current, { id: newId("input")(), key, label: labelFromKey(key), type: "string", required: true, sample: "" }])}
            />
          </Card>
        </div>
        <Card className="order-2 min-w-0 p-4 xl:order-none xl:sticky xl:top-20 xl:max-h-[calc(100vh-6rem)] xl:overflow-y-auto">
          <HtmlPreview
            result={preview.result}
            problem={preview.problem}
            pending={preview.pending}
            fields={fields}
            onRefresh={() => void preview.refresh()}
            empty={html.trim() === ""}
          />
        </Card>
      </div>
    </div>
  );
}
