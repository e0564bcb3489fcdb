import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { signIn } from "./sign-in";
import { SIGN_IN_LIMITS } from "./sign-in-throttle";

let database: TestDatabase;
let org: SeededOrganization;
let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db);
});
afterAll(() => database.close());

const at = (ms: number) => new Date(Date.UTC(2026, 10, 25, 12) + ms);

describe("dashboard sign-in", () => {
  it("signs in with the right password", async () => {
    const result = await signIn(database.db, { email: org.email, password: org.password, ip: freshIp() });
    expect(result).toMatchObject({ outcome: "signedIn", user: { email: org.email } });
  });

  it("locks an email out after five failures in 15 minutes, even for the right password, then lets it in", async () => {
    const { email, password } = await seedOrganization(database.db);
    for (let i = 0; i < SIGN_IN_LIMITS.email.failures; i++) {
      expect((await signIn(database.db, { email, password: "wrong", ip: freshIp() }, at(i * 1000))).outcome).toBe("wrongCredentials");
    }
    const locked = await signIn(database.db, { email: email.toUpperCase(), password, ip: freshIp() }, at(4000));
    expect(locked).toEqual({ outcome: "throttled", retryAfterSeconds: 60, limit: 5, resetAt: at(64_000).getTime() / 1000 });

    const later = await signIn(database.db, { email, password, ip: freshIp() }, at(64_000));
    expect(later.outcome).toBe("signedIn");
  });

  it("doubles the lockout each time the failures reach the limit again", async () => {
    const { email } = await seedOrganization(database.db);
    let clock = 0;
    const fail = () => signIn(database.db, { email, password: "wrong", ip: freshIp() }, at((clock += 1000)));
    const lockouts: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < SIGN_IN_LIMITS.email.failures; i++) await fail();
      const refused = await signIn(database.db, { email, password: "wrong", ip: freshIp() }, at(clock));
      if (refused.outcome !== "throttled") throw new Error(`round ${round} was not locked`);
      lockouts.push(refused.retryAfterSeconds);
      clock += refused.retryAfterSeconds * 1000;
    }
    expect(lockouts).toEqual([60, 120, 240]);
  });

  it("forgets failures older than 15 minutes", async () => {
    const { email } = await seedOrganization(database.db);
    for (let i = 0; i < SIGN_IN_LIMITS.email.failures - 1; i++) await signIn(database.db, { email, password: "wrong", ip: freshIp() }, at(0));
    await signIn(database.db, { email, password: "wrong", ip: freshIp() }, at(16 * 60_000));
    expect((await signIn(database.db, { email, password: "wrong", ip: freshIp() }, at(16 * 60_000 + 1))).outcome).toBe("wrongCredentials");
  });

  it("answers an unknown email exactly like a known one, lockout included", async () => {
    const unknown = `nobody-${Date.now()}@example.test`;
    const answers = [];
    for (let i = 0; i <= SIGN_IN_LIMITS.email.failures; i++) answers.push(await signIn(database.db, { email: unknown, password: "wrong", ip: freshIp() }, at(i)));
    expect(answers.map((answer) => answer.outcome)).toEqual([...Array(5).fill("wrongCredentials"), "throttled"]);
  });

  it("locks out a client address that tries many emails, and no other address", async () => {
    const ip = freshIp();
    for (let i = 0; i < SIGN_IN_LIMITS.ip.failures; i++) {
      await signIn(database.db, { email: `spray-${i}-${Date.now()}@example.test`, password: "wrong", ip }, at(i));
    }
    expect((await signIn(database.db, { email: org.email, password: org.password, ip }, at(100))).outcome).toBe("throttled");
    expect((await signIn(database.db, { email: org.email, password: org.password, ip: freshIp() }, at(100))).outcome).toBe("signedIn");
  });

  it("checks at most five of 30 guesses sent at once for one email: each attempt is counted before its check", async () => {
    const { email } = await seedOrganization(database.db);
    const answers = await Promise.all(Array.from({ length: 30 }, () => signIn(database.db, { email, password: "wrong", ip: freshIp() })));
    const checked = answers.filter((answer) => answer.outcome === "wrongCredentials").length;
    expect(checked).toBe(SIGN_IN_LIMITS.email.failures);
    expect(answers.filter((answer) => answer.outcome === "throttled")).toHaveLength(30 - checked);
  });

  it("counts no successful sign-in against the address: an office signs in more often than the address's limit", async () => {
    const ip = freshIp();
    const people = await Promise.all(Array.from({ length: 3 }, () => seedOrganization(database.db)));
    for (let i = 0; i < SIGN_IN_LIMITS.ip.failures + 2; i++) {
      const person = people[i % people.length]!;
      expect((await signIn(database.db, { email: person.email, password: person.password, ip })).outcome).toBe("signedIn");
    }
    await signIn(database.db, { email: people[0]!.email, password: "wrong", ip });
    expect((await signIn(database.db, { email: people[1]!.email, password: people[1]!.password, ip })).outcome).toBe("signedIn");
  });

  it("lets the right password in while wrong ones for the same email are being checked", async () => {
    const { email, password } = await seedOrganization(database.db);
    const wrong = Array.from({ length: SIGN_IN_LIMITS.email.failures - 1 }, () => signIn(database.db, { email, password: "wrong", ip: freshIp() }));
    const right = signIn(database.db, { email, password, ip: freshIp() });
    expect((await right).outcome).toBe("signedIn");
    expect((await Promise.all(wrong)).map((answer) => answer.outcome)).toEqual(Array(SIGN_IN_LIMITS.email.failures - 1).fill("wrongCredentials"));
  });
});
