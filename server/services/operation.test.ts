import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineOperation, isHttpOperation, localInputSchema } from "./operation";
import { operations } from "./operations";
import { organizationGet } from "./organizations/operations";
import { signingProcessesMine } from "./signing/operations";

const output = z.object({ ok: z.boolean() });
const handler = async () => ({ ok: true });

describe("operations with and without an HTTP part", () => {
  it("are told apart, and only those with a path reach the /api/v1 registry", () => {
    const rest = defineOperation({ name: "t.rest", method: "GET", path: "/t", summary: "t", tag: "T", access: "public", output, status: 200, handler });
    const local = defineOperation({ name: "t.local", summary: "t", access: "dashboard", output, handler });
    expect(isHttpOperation(rest)).toBe(true);
    expect(rest.throttle).toEqual(["burst"]);
    expect(isHttpOperation(local)).toBe(false);
    expect(operations.every(isHttpOperation)).toBe(true);
    expect(operations.map((operation) => operation.name)).not.toContain(signingProcessesMine.name);
  });

  // The check is the compiler's: `npx tsc --noEmit` fails when one of these lines compiles.
  it("is refused by the compiler when a REST access lacks its path, or a dashboard one has one", () => {
    // @ts-expect-error: an /api/v1 operation needs a method and a path.
    defineOperation({ name: "t.nopath", summary: "t", tag: "T", access: "admin", output, status: 200, handler });
    // @ts-expect-error: a dashboard operation has no HTTP part.
    defineOperation({ name: "t.path", method: "GET", path: "/t", summary: "t", access: "dashboard", output, handler });
    // @ts-expect-error: the handler must answer what the output schema describes.
    defineOperation({ name: "t.wrong", summary: "t", access: "dashboard", output, handler: async () => ({ ok: "yes" }) });
  });

  it("takes no input when it declares none, like a bare tRPC procedure", () => {
    expect(localInputSchema(organizationGet).safeParse(undefined).success).toBe(true);
    expect(localInputSchema(organizationGet).safeParse({}).success).toBe(false);
  });
});
