import { describe, expect, it } from "vitest";
import { templateDraftPatchSchema } from "@/lib/schemas/templates";
import { completenessProblems, structureProblems } from "@/lib/templates/definition-rules";
import { definitionOf } from "../editor/template-draft";
import { unclaimedMarkers, undeclaredVariables } from "../editor/html/html-references";
import { HTML_TEMPLATE_STARTER } from "./html-starter";

describe("the HTML template starter", () => {
  it("is a draft that could be published as it is, every variable and marker declared", () => {
    const draft = templateDraftPatchSchema.parse(HTML_TEMPLATE_STARTER);
    const definition = definitionOf(draft);
    expect([...structureProblems("HTML", definition), ...completenessProblems("HTML", definition)]).toEqual([]);
    expect(undeclaredVariables(draft.html!, draft.inputSchema!.map((entry) => entry.key))).toEqual([]);
    expect(unclaimedMarkers(draft.html!, draft.signingFields!.map((field) => field.key))).toEqual([]);
  });
});
