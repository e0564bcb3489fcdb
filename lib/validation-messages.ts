/**
 * Turns zod issues into the sentences of a 400 body: one per violated rule, naming the field
 * by its dotted path ("signers.0.email must be a valid email address").
 */
import type { z } from "zod";

type Issue = z.core.$ZodIssue;

const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too (big|small)|Unrecognized)/;

function fieldName(path: PropertyKey[], root: string): string {
  return path.length === 0 ? root : path.map(String).join(".");
}

function describeLimit(issue: Issue & { origin?: string; inclusive?: boolean }, comparison: "least" | "most"): string {
  const limit = Number((issue as { minimum?: unknown; maximum?: unknown }).minimum ??
    (issue as { maximum?: unknown }).maximum);
  if (issue.inclusive === false && (issue.origin === "number" || issue.origin === "bigint")) {
    return `must be ${comparison === "least" ? "greater" : "less"} than ${limit}`;
  }
  switch (issue.origin) {
    case "string":
      return `must be at ${comparison} ${limit} character${limit === 1 ? "" : "s"} long`;
    case "array":
    case "set":
      return `must have at ${comparison} ${limit} item${limit === 1 ? "" : "s"}`;
    case "date":
      return `must be ${comparison === "least" ? "on or after" : "on or before"} ${new Date(limit).toISOString()}`;
    default:
      return `must be at ${comparison} ${limit}`;
  }
}

function describe(issue: Issue): string {
  switch (issue.code) {
    case "invalid_type": {
      if (isMissing(issue)) return "is required";
      if (issue.expected === "int") return "must be a whole number";
      return `must be ${article(issue.expected)}`;
    }
    case "too_small":
      return describeLimit(issue, "least");
    case "too_big":
      return describeLimit(issue, "most");
    case "invalid_format":
      return issue.format === "regex" ? "has an invalid format" : `must be a valid ${formatName(issue.format)}`;
    case "invalid_value":
      return `must be one of: ${issue.values.map((value) => String(value)).join(", ")}`;
    case "unrecognized_keys":
      return `has unknown field${issue.keys.length === 1 ? "" : "s"}: ${issue.keys.join(", ")}`;
    case "not_multiple_of":
      return `must be a multiple of ${String(issue.divisor)}`;
    default:
      return issue.message;
  }
}

/** zod keeps the input only when asked (reportInput); its message names what it received. */
function isMissing(issue: Issue): boolean {
  return "input" in issue ? issue.input === undefined : /received undefined$/.test(issue.message);
}

const FORMAT_NAMES: Record<string, string> = {
  email: "email address",
  url: "URL",
  uuid: "UUID",
  datetime: "ISO 8601 date-time",
  date: "date (yyyy-mm-dd)",
  e164: "E.164 phone number",
};

function formatName(format: string): string {
  return FORMAT_NAMES[format] ?? format;
}

function article(expected: string): string {
  if (expected === "int") return "a whole number";
  if (expected === "array" || expected === "object") return `an ${expected}`;
  return `a ${expected}`;
}

export function validationMessages(error: z.ZodError, root = "body"): string[] {
  return error.issues.map((issue) => {
    // A message the schema's author wrote (a refinement's, or one given to a rule) already says
    // what the field needs; zod's own defaults are replaced by the sentences above.
    const authored = issue.code === "custom" || !ZOD_DEFAULT_MESSAGE.test(issue.message);
    return `${fieldName(issue.path, root)} ${authored ? issue.message : describe(issue)}`;
  });
}
