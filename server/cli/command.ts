import { parseArgs } from "node:util";
import { z } from "zod";
import type { Database } from "@/server/db/client";
import type { LocalOperation } from "@/server/services/operation";

/** Wrong command line: the operator's mistake, reported before any database is opened. */
export class UsageError extends Error {}

type Flags<R extends string, O extends string> = Record<R, string> & Partial<Record<O, string>>;

interface CommandBase {
  /** The words that select the command, e.g. "keys create". */
  name: string;
  /** One usage line, built from the flags. */
  usage: string;
  /** The operator operation it calls (call-operation.ts, `operationCommand`), loaded on demand. */
  operation?: () => Promise<LocalOperation>;
}

export interface DatabaseCommand extends CommandBase {
  standalone?: false;
  /** `migrate` reports its own migrations; every other command works on a migrated database. */
  migrateFirst: boolean;
  /** Checks the arguments (throwing UsageError) and answers the work left to do. */
  prepare(args: string[]): (database: Database) => Promise<unknown>;
}

/** Backup and restore open the database their own way (restore needs its target untouched). */
export interface StandaloneCommand extends CommandBase {
  standalone: true;
  prepare(args: string[]): () => Promise<unknown>;
}

export type Command = DatabaseCommand | StandaloneCommand;

const uuid = z.uuid();

/**
 * A command whose flags all take a value; required and optional flags map to their
 * placeholder in the usage line. Flags named in `uuids` are checked up front because the
 * CLI queries by them itself, where a malformed id would surface as a database error.
 */
export interface CommandSpec<R extends string, O extends string> {
  name: string;
  required?: Record<R, string>;
  optional?: Record<O, string>;
  uuids?: NoInfer<R | O>[];
  /** Further checks of the command line; throws UsageError. */
  check?(flags: NoInfer<Flags<R, O>>): void;
  migrateFirst?: boolean;
  run(flags: NoInfer<Flags<R, O>>, database: Database): Promise<unknown>;
}

type FlagSpec<R extends string, O extends string> = Pick<CommandSpec<R, O>, "name" | "required" | "optional" | "uuids" | "check">;

function flagParser<R extends string, O extends string>(spec: FlagSpec<R, O>) {
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
    for (const flag of spec.uuids ?? []) {
      const value = values[flag];
      if (typeof value === "string" && !uuid.safeParse(value).success) {
        throw new UsageError(`${spec.name}: --${flag} must be a UUID, got "${value}"`);
      }
    }
    const flags = values as Flags<R, O>;
    spec.check?.(flags);
    return flags;
  };

  const usage = [
    spec.name,
    ...required.map(([flag, placeholder]) => `--${flag} ${placeholder}`),
    ...optional.map(([flag, placeholder]) => `[--${flag} ${placeholder}]`),
  ].join(" ");
  return { parse, usage };
}

export function defineCommand<R extends string = never, O extends string = never>(spec: CommandSpec<R, O>): DatabaseCommand {
  const { parse, usage } = flagParser(spec);
  return {
    name: spec.name,
    usage,
    migrateFirst: spec.migrateFirst ?? true,
    prepare: (args) => {
      const flags = parse(args);
      return (database) => spec.run(flags, database);
    },
  };
}

/** A command that opens no database before it runs (StandaloneCommand). */
export function defineStandaloneCommand<R extends string = never, O extends string = never>(
  spec: FlagSpec<R, O> & { run(flags: NoInfer<Flags<R, O>>): Promise<unknown> },
): StandaloneCommand {
  const { parse, usage } = flagParser(spec);
  return {
    name: spec.name,
    usage,
    standalone: true,
    prepare: (args) => {
      const flags = parse(args);
      return () => spec.run(flags);
    },
  };
}
