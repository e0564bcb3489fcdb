import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { captureLogLines } from "@/tests/support/log-lines";
import { startJobRunner } from "./start";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("startJobRunner", () => {
  it("starts one runner per process however often it is called", async () => {
    const capture = captureLogLines();
    const announced = () => capture.lines.filter((line) => String(line.msg).includes("background jobs")).map((line) => line.msg);
    try {
      const stopFirst = startJobRunner();
      const stopSecond = startJobRunner();
      expect(announced()).toEqual(["[signet] background jobs: in-process runner"]);
      await stopFirst();
      await stopSecond();

      // Once stopped, it can start again.
      const stopAgain = startJobRunner();
      expect(announced()).toHaveLength(2);
      await stopAgain();
    } finally {
      capture.restore();
    }
  });
});
