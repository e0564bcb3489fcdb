"use client";

import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { ruleOperatorsFor } from "@/lib/forms/form-rules";
import type { FormBlock, RuleOperator, VisibilityRule } from "@/lib/schemas/online-forms";
import { blockName } from "./block-list";
import { defaultRule, ruleSources } from "./block-tree";

const OPERATOR_WORDS: Record<RuleOperator, string> = {
  equals: "is",
  notEquals: "is not",
  includes: "includes",
  isEmpty: "is not answered",
  isNotEmpty: "is answered",
};

const takesValue = (operator: RuleOperator) => operator !== "isEmpty" && operator !== "isNotEmpty";

/**
 * When a block shows: conditions on earlier answers of the same recipient, all of which must
 * hold. Every part is picked from lists (the question, how it compares, the option), so a rule
 * never names a block that does not exist or compares in a way the server refuses.
 */
export function RuleEditor({ block, blocks, onChange }: { block: FormBlock; blocks: readonly FormBlock[]; onChange: (rules: VisibilityRule[]) => void }) {
  const sources = ruleSources(blocks, block.id);
  const rules = block.showWhen;
  const replace = (index: number, rule: VisibilityRule) => onChange(rules.map((current, at) => (at === index ? rule : current)));

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">When it shows</legend>
      {rules.length === 0 ? (
        <p className="text-sm text-slate-600">Always{block.type === "SECTION" ? ", with every block inside it" : ""}.</p>
      ) : (
        <p className="text-sm text-slate-600">Only when {rules.length === 1 ? "this holds" : "all of these hold"}:</p>
      )}
      <ul className="space-y-2">
        {rules.map((rule, index) => {
          const source = blocks.find((candidate) => candidate.id === rule.field);
          const operators = source ? ruleOperatorsFor(source) : [];
          const prefix = `rule-${block.id}-${index}`;
          return (
            <li key={index} className="flex flex-wrap items-center gap-2 rounded-md bg-slate-50 p-2">
              <Select
                aria-label={`Condition ${index + 1}: question`}
                value={rule.field}
                onChange={(event) => {
                  const next = sources.find((candidate) => candidate.id === event.target.value);
                  if (next) replace(index, defaultRule(next));
                }}
                className="min-w-0 flex-1 basis-48"
              >
                {!sources.some((candidate) => candidate.id === rule.field) && <option value={rule.field}>{source ? blockName(source) : "A removed question"}</option>}
                {sources.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {blockName(candidate)}
                  </option>
                ))}
              </Select>
              <Select
                aria-label={`Condition ${index + 1}: comparison`}
                value={rule.operator}
                onChange={(event) => {
                  const operator = event.target.value as RuleOperator;
                  const value = takesValue(operator) ? (rule.value ?? (source ? defaultRule(source).value : undefined)) : undefined;
                  replace(index, { field: rule.field, operator, ...(value === undefined ? {} : { value }) });
                }}
                className="w-auto"
              >
                {operators.map((operator) => (
                  <option key={operator} value={operator}>
                    {OPERATOR_WORDS[operator]}
                  </option>
                ))}
              </Select>
              {source && takesValue(rule.operator) && <RuleValue id={prefix} index={index} source={source} rule={rule} onChange={(value) => replace(index, { ...rule, value })} />}
              <Button variant="ghost" size="sm" aria-label={`Remove condition ${index + 1}`} onClick={() => onChange(rules.filter((_, at) => at !== index))}>
                ✕
              </Button>
            </li>
          );
        })}
      </ul>
      {sources.length > 0 ? (
        <Button variant="secondary" size="sm" disabled={rules.length >= 20} onClick={() => onChange([...rules, defaultRule(sources.at(-1)!)])}>
          Add a condition
        </Button>
      ) : (
        <p className="text-xs text-slate-600">A condition looks at an earlier question of the same recipient; this block has none before it.</p>
      )}
    </fieldset>
  );
}

function RuleValue({ id, index, source, rule, onChange }: { id: string; index: number; source: FormBlock; rule: VisibilityRule; onChange: (value: string | boolean) => void }) {
  const label = `Condition ${index + 1}: value`;
  if (source.type === "BOOLEAN") {
    return (
      <Select id={id} aria-label={label} value={String(rule.value === true)} onChange={(event) => onChange(event.target.value === "true")} className="w-auto">
        <option value="true">ticked</option>
        <option value="false">not ticked</option>
      </Select>
    );
  }
  if (source.type === "MULTIPLE_CHOICE") {
    return (
      <Select id={id} aria-label={label} value={typeof rule.value === "string" ? rule.value : ""} onChange={(event) => onChange(event.target.value)} className="w-auto">
        {(source.options ?? []).map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </Select>
    );
  }
  return <Input id={id} aria-label={label} value={typeof rule.value === "string" ? rule.value : ""} maxLength={500} onChange={(event) => onChange(event.target.value)} className="w-auto min-w-0 flex-1 basis-32" />;
}
