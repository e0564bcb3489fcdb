import { parseArgs } from "node:util";
import { z } from "zod";
import type { Database } from "@/server/db/client";

/** Wrong command line: the operator's mistake, reported before any database is opened. */
export class UsageError extends Error {}

type Flags<R extends string, O extends string> = Record<R, string> & Partial<Record<O, string>>;

export interface Command {
  /** The words that select the command, e.g. "keys create". */
  name: string;
  /** One usage line, built from the flags. */
  usage: string;
  /** `migrate` reports its own migrations; every other command works on a migrated database. */
  migrateFirst: boolean;
  run(args: string[], database: Database): Promise<unknown>;
  /** Checks the arguments without running, so usage errors never wait for the database. */
  check(args: string[]): void;
}

/**
 * A command whose flags all take a value. Required and optional flags map to their
 * placeholder in the usage line.
 */
export function defineCommand<R extends string = never, O extends string = never>(spec: {
  name: string;
  required?: Record<R, string>;
  optional?: Record<O, string>;
  migrateFirst?: boolean;
  run(flags: Flags<R, O>, database: Database): Promise<unknown>;
}): Command {
  const required = Object.entries<string>(spec.required ?? ({} as Record<R, string>));
  const optional = Object.entries<string>(spec.optional ?? ({} as Record<O, string>));
  const options = Object.fromEntries(
    [...required, ...optional].map(([flag]) => [flag, { type: "string" as const }]),
  );

  const parse = (args: string[]): Flags<R, O> => {
    let values: Record<string, string | boolean | undefined>;
    try {
      ({ values } = parseArgs({ args, options, strict: true, allowPositionals: false }));
    } catch (error) {
      throw new UsageError(`${spec.name}: ${(error as Error).message}`);
    }
    const missing = required.filter(([flag]) => values[flag] === undefined).map(([flag]) => `--${flag}`);
    if (missing.length > 0) throw new UsageError(`${spec.name}: missing ${missing.join(", ")}`);
    return values as Flags<R, O>;
  };

  return {
    name: spec.name,
    usage: [
      spec.name,
      ...required.map(([flag, placeholder]) => `--${flag} ${placeholder}`),
      ...optional.map(([flag, placeholder]) => `[--${flag} ${placeholder}]`),
    ].join(" "),
    migrateFirst: spec.migrateFirst ?? true,
    check: (args) => void parse(args),
    run: (args, database) => spec.run(parse(args), database),
  };
}

const uuid = z.uuid();

/** Ids go into queries the CLI makes itself, where a malformed one would be a database error. */
export function uuidFlag(flag: string, value: string): string {
  if (!uuid.safeParse(value).success) throw new UsageError(`--${flag} must be a UUID, got "${value}"`);
  return value;
}

export function optionalUuidFlag(flag: string, value: string | undefined): string | undefined {
  return value === undefined ? undefined : uuidFlag(flag, value);
}
