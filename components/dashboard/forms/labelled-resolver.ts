import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, FieldValues, Resolver, ResolverResult } from "react-hook-form";
import type { z } from "zod";
import { plainRule } from "./plain-rule";

type FieldLabels<Values> = { [Name in keyof Values]?: string };

/**
 * react-hook-form's zod resolver over a shared schema (the one the API validates with), whose
 * messages name each field by its visible label: "Password must be at least 10 characters long".
 */
export function labelledZodResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  labels: FieldLabels<Input>,
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema, { error: plainRule }) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: withLabels(result.errors, labels) } as ResolverResult<Input, Output>;
  };
}

/** Puts each top-level field's label before its rule; a field without a label keeps the rule alone. */
function withLabels<Values extends FieldValues>(errors: FieldErrors<Values>, labels: FieldLabels<Values>): FieldErrors<Values> {
  const labelled: Record<string, unknown> = { ...errors };
  for (const [name, error] of Object.entries(errors as Record<string, { message?: unknown } | undefined>)) {
    const label = labels[name as keyof Values];
    if (label && error && typeof error.message === "string") labelled[name] = { ...error, message: `${label} ${error.message}` };
  }
  return labelled as FieldErrors<Values>;
}
