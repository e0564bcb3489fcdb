import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { startJobRunner } from "./start";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("startJobRunner", () => {
  it("starts one runner per process however often it is called", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      const stopFirst = startJobRunner();
      const stopSecond = startJobRunner();
      expect(log.mock.calls.filter(([line]) => String(line).includes("background jobs"))).toEqual([
        ["[signet] background jobs: in-process runner"],
      ]);
      await stopFirst();
      await stopSecond();

      // Once stopped, it can start again.
      const stopAgain = startJobRunner();
      expect(log.mock.calls.filter(([line]) => String(line).includes("background jobs"))).toHaveLength(2);
      await stopAgain();
    } finally {
      log.mockRestore();
    }
  });
});
