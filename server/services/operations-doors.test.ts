/**
 * Every door besides /api/v1 is derived from the operation it serves (docs/architecture.md):
 * an /api/v1 operation that declares `doors: ["trpc"]` has a dashboard procedure made by
 * `queryOver`/`mutationOver`, a `dashboard` or `visitor` operation one made by
 * `queryOf`/`mutationOf`, and an `operator` operation a CLI command made by `operationCommand`.
 * The reverse holds too: no procedure and no command (but the maintenance ones) stands on its own.
 */
import { describe, expect, it } from "vitest";
import { commands } from "../cli/commands";
import { appRouter } from "../trpc/app-router";
import type { ProcedureMeta } from "../trpc/init";
import type { Door, LocalOperation, Operation } from "./operation";

type Definition = Operation | LocalOperation;

const modules = import.meta.glob<Record<string, unknown>>("./*/operations.ts", { eager: true });

function isDefinition(value: unknown): value is Definition {
  return typeof value === "object" && value !== null && "name" in value && "access" in value && "handler" in value;
}

/** Every operation any area declares, each once. */
const definitions = [...new Set(Object.values(modules).flatMap((module) => Object.values(module).filter(isDefinition)))];

/** The doors an operation declares: REST ones by `doors`, the others by their access. */
function declaredDoors(operation: Definition): readonly (Door | "cli")[] {
  if (operation.method !== undefined) return operation.doors ?? [];
  return operation.access === "operator" ? ["cli"] : ["trpc"];
}

/** "name: door" for each declared door that has no derivation, and each derivation nobody declared. */
function mismatches(operations: readonly Definition[], derived: { trpc: readonly string[]; cli: readonly string[] }): string[] {
  const declared = operations.flatMap((operation) => declaredDoors(operation).map((door) => `${operation.name}: ${door}`));
  const found = [...derived.trpc.map((name) => `${name}: trpc`), ...derived.cli.map((name) => `${name}: cli`)];
  return [
    ...declared.filter((entry) => !found.includes(entry)).map((entry) => `missing ${entry}`),
    ...found.filter((entry) => !declared.includes(entry)).map((entry) => `undeclared ${entry}`),
  ];
}

function procedureOperations(): { derived: string[]; bare: string[] } {
  const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { meta?: ProcedureMeta } }>);
  return {
    derived: procedures.flatMap(([, procedure]) => (procedure._def.meta?.operation ? [procedure._def.meta.operation] : [])),
    bare: procedures.filter(([, procedure]) => !procedure._def.meta?.operation).map(([path]) => path),
  };
}

async function commandOperations(): Promise<{ derived: string[]; bare: string[] }> {
  const derived = await Promise.all(commands.flatMap((command) => (command.operation ? [command.operation()] : [])));
  return { derived: derived.map((operation) => operation.name), bare: commands.filter((command) => !command.operation).map((command) => command.name) };
}

describe("the doors of the operations", () => {
  it("finds every area's operations", () => {
    const names = definitions.map((operation) => operation.name);
    expect(names).toEqual(expect.arrayContaining(["signingProcesses.void", "overview.get", "organizations.bootstrap"]));
    expect(new Set(names).size).toBe(names.length);
  });

  it("derives every declared tRPC procedure and CLI command from its operation, and nothing else", async () => {
    const trpc = procedureOperations();
    const cli = await commandOperations();
    expect(trpc.bare).toEqual([]);
    // The installation's own maintenance, not an organization's operation: each opens the database
    // itself. `seed` fills an organization for measuring (docs/performance.md, "Scale").
    expect(cli.bare).toEqual(["migrate", "backup", "restore", "seed"]);
    expect(mismatches(definitions, { trpc: trpc.derived, cli: cli.derived })).toEqual([]);
  });

  it("reports a declared door without its derivation, and a derivation without its declaration", async () => {
    const trpc = procedureOperations().derived;
    const cli = (await commandOperations()).derived;
    const declaresTrpc = definitions.find((operation) => operation.method !== undefined && operation.doors?.includes("trpc"))!;
    expect(mismatches(definitions, { trpc: trpc.filter((name) => name !== declaresTrpc.name), cli })).toEqual([`missing ${declaresTrpc.name}: trpc`]);
    expect(mismatches(definitions, { trpc, cli: cli.filter((name) => name !== "users.create") })).toEqual(["missing users.create: cli"]);
    const withoutDoors = definitions.map((operation) => (operation === declaresTrpc ? { ...operation, doors: undefined } : operation)) as Definition[];
    expect(mismatches(withoutDoors, { trpc, cli })).toEqual([`undeclared ${declaresTrpc.name}: trpc`]);
  });
});
