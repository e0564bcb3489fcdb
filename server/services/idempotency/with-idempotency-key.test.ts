import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idempotencyKeys } from "@/server/db/schema";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization } from "@/tests/support/fixtures";
import type { ServiceContext } from "../context";
import { OperationAnswer } from "../operation";
import { withIdempotencyKey } from "./with-idempotency-key";

let database: TestDatabase;
let ctx: ServiceContext;

beforeAll(async () => {
  database = await createTestDatabase();
  const org = await seedOrganization(database.db, { plan: "PRO" });
  ctx = { db: database.db, organizationId: org.organizationId, actor: { kind: "SYSTEM", id: null, name: "test" } };
});
afterAll(() => database.close());

describe("withIdempotencyKey", () => {
  it("replays the first answer's status: 200 again for an answer that was 200, 201 for a creation", async () => {
    let runs = 0;
    const request = { operation: "test.status", key: "status-200", body: { n: 1 } };
    const publish = async () => new OperationAnswer({ run: ++runs }, 200);
    const first = await withIdempotencyKey(ctx, request, publish);
    const again = await withIdempotencyKey(ctx, request, publish);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.data).toEqual({ run: 1 });
    expect(again.timestamp).toBe(first.timestamp);

    const create = async () => ({ run: ++runs });
    const created = await withIdempotencyKey(ctx, { ...request, key: "status-201" }, create);
    const replayed = await withIdempotencyKey(ctx, { ...request, key: "status-201" }, create);
    expect([created.status, replayed.status]).toEqual([201, 201]);
    expect(replayed.data).toEqual({ run: 2 });
  });

  it("stores an answer that holds a secret sealed, and replays it as first sent", async () => {
    const request = { operation: "test.secret", key: "secret-1", body: {}, secret: true };
    const first = await withIdempotencyKey(ctx, request, async () => ({ secret: "whsec_plain-secret-text" }));
    const again = await withIdempotencyKey(ctx, request, async () => ({ secret: "another" }));
    expect(again.data).toEqual(first.data);
    const [stored] = await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "secret-1"));
    expect(stored!.responseData).not.toContain("plain-secret-text");
  });

  it("keeps nothing when the creation fails, so a retry with the key runs again", async () => {
    const request = { operation: "test.fail", key: "fail-1", body: {} };
    await expect(
      withIdempotencyKey(ctx, request, async () => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect((await withIdempotencyKey(ctx, request, async () => ({ ok: true }))).data).toEqual({ ok: true });
  });
});
