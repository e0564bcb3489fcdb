import { describe, expect, it } from "vitest";
import { takingTurns } from "./taking-turns";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("takingTurns", () => {
  it("runs at most two at once and starts the others in order as slots free up", async () => {
    const inTurn = takingTurns(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, index) =>
      inTurn(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    gates[1]!.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    // A newcomer waits behind the one already in line.
    const late = inTurn(async () => "late");
    gates[0]!.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    gates[2]!.resolve();
    gates[3]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(await late).toBe("late");
  });

  it("frees the slot of work that fails", async () => {
    const inTurn = takingTurns(1);
    await expect(inTurn(async () => Promise.reject(new Error("broken page")))).rejects.toThrow("broken page");
    expect(await inTurn(async () => "next")).toBe("next");
  });
});
