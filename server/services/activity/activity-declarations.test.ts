/**
 * Every change a signed-in person, an API key or the operator can make declares its entry in the
 * organization's activity log, or says why it has none (docs/people.md, "Activity"): a new
 * admin mutation cannot forget the log silently.
 */
import { describe, expect, it } from "vitest";
import { appRouter } from "../../trpc/app-router";
import type { ProcedureMeta } from "../../trpc/init";
import type { LocalOperation, Operation } from "../operation";

type Definition = Operation | LocalOperation;

const modules = import.meta.glob<Record<string, unknown>>("../*/operations.ts", { eager: true });

function isDefinition(value: unknown): value is Definition {
  return typeof value === "object" && value !== null && "name" in value && "access" in value && "handler" in value;
}

const definitions = [...new Set(Object.values(modules).flatMap((module) => Object.values(module).filter(isDefinition)))];

/** The operations the dashboard calls as tRPC mutations. */
function dashboardMutations(): Set<string> {
  const procedures = Object.values(appRouter._def.procedures as unknown as Record<string, { _def: { type: string; meta?: ProcedureMeta } }>);
  return new Set(procedures.flatMap((procedure) => (procedure._def.type === "mutation" && procedure._def.meta?.operation ? [procedure._def.meta.operation] : [])));
}

/** Callers without an actor (signers, visitors, anybody) make no admin change. */
const ACTORLESS = new Set(["signer", "public", "visitor"]);

function isMutation(operation: Definition, mutations: Set<string>): boolean {
  if (ACTORLESS.has(operation.access)) return false;
  if (operation.method !== undefined) return operation.method !== "GET";
  return operation.access === "operator" || mutations.has(operation.name);
}

describe("the activity log's declarations", () => {
  it("finds the operations and the dashboard's mutations", () => {
    const mutations = dashboardMutations();
    expect(mutations.has("members.invite")).toBe(true);
    expect(definitions.map((operation) => operation.name)).toEqual(expect.arrayContaining(["apiKeys.revoke", "webhooks.update", "organization.update"]));
  });

  it("has every mutation declare an entry or why it records none", () => {
    const mutations = dashboardMutations();
    const silent = definitions.filter((operation) => isMutation(operation, mutations) && operation.activity === undefined).map((operation) => operation.name);
    expect(silent).toEqual([]);
  });

  it("records only where the caller has an actor", () => {
    const misplaced = definitions.filter((operation) => ACTORLESS.has(operation.access) || operation.access === "operator").filter((operation) => operation.activity && !("notRecorded" in operation.activity));
    expect(misplaced.map((operation) => operation.name)).toEqual([]);
  });
});
