/**
 * What a broken rule of a shared schema means, in words for the person at the form: the rule
 * only ("must be at least 10 characters long"), which the form puts after the field's label.
 * Unlike the API's sentences it never lists enum values or format names such as "ISO 8601".
 */
import type { z } from "zod";

type RawIssue = z.core.$ZodRawIssue;

function isEmpty(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === "string" && input.trim() === "");
}

const FORMATS: Record<string, string> = {
  email: "must be a valid email address",
  url: "must be a valid web address",
  datetime: "must be a valid date and time",
  date: "must be a valid date",
  e164: "must be a phone number with its country code, such as +4915112345678",
};

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/** The zod error customizer of the dashboard's forms: returns the rule's words. */
export function plainRule(issue: RawIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return isEmpty(issue.input) ? "is required" : "is not valid";
    case "too_small": {
      const minimum = Number(issue.minimum);
      if (issue.origin === "string") return minimum <= 1 ? "is required" : `must be at least ${plural(minimum, "character")} long`;
      if (issue.origin === "array" || issue.origin === "set") return minimum <= 1 ? "needs at least one choice" : `needs at least ${minimum} choices`;
      return issue.inclusive === false ? `must be more than ${minimum}` : `must be at least ${minimum}`;
    }
    case "too_big": {
      const maximum = Number(issue.maximum);
      if (issue.origin === "string") return `must be at most ${plural(maximum, "character")} long`;
      if (issue.origin === "array" || issue.origin === "set") return `allows at most ${maximum} choices`;
      return issue.inclusive === false ? `must be less than ${maximum}` : `must be at most ${maximum}`;
    }
    case "invalid_format":
      if (isEmpty(issue.input)) return "is required";
      return FORMATS[issue.format] ?? "is not in the right format";
    case "invalid_value":
      return isEmpty(issue.input) ? "is required" : "must be one of the choices offered";
    default:
      return "is not valid";
  }
}
