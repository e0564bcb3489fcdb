/**
 * At most a few Chromium renders at once (each page holds fonts, layout and a PDF in memory),
 * and organizations take turns for them: when a slot frees, it goes to the waiting organization
 * served least recently, so one organization's pile of renders cannot hold back another's
 * single one. Waiting is bounded: per organization, in total, and in time. A render that cannot
 * wait is refused with RENDER_BUSY (503, Retry-After) rather than left to pile up.
 *
 * The state lives on globalThis: Next.js may load this module once per route bundle, and the
 * limits are the process's, not a bundle's.
 */
import { AppError } from "../../errors";

export const MAX_CONCURRENT_RENDERS = 2;
export const MAX_WAITING_PER_ORGANIZATION = 10;
export const MAX_WAITING = 30;
/** How long a render may wait for a slot; it then has its own 15 s budget (print-html.ts). */
export const RENDER_WAIT_MS = 15_000;
/** About one wait: by then the renders ahead have finished or been stopped. */
export const RENDER_BUSY_RETRY_AFTER_SECONDS = 15;

interface Waiter {
  grant: (slot: number) => void;
}

interface Organization {
  waiting: Waiter[];
  running: number;
  /** When the organization last got a slot (a counter, not a time); 0 until then. */
  lastTurn: number;
}

interface State {
  freeSlots: number[];
  organizations: Map<string, Organization>;
  waiting: number;
  turns: number;
}

const STATE_KEY = Symbol.for("signet.htmlRenderSlots");
const state: State = ((globalThis as { [STATE_KEY]?: State })[STATE_KEY] ??= {
  freeSlots: Array.from({ length: MAX_CONCURRENT_RENDERS }, (_, slot) => slot),
  organizations: new Map(),
  waiting: 0,
  turns: 0,
});

function busy(why: string): AppError {
  return new AppError(
    "RENDER_BUSY",
    `${why}; try again in ${RENDER_BUSY_RETRY_AFTER_SECONDS} seconds`,
    undefined,
    { "Retry-After": String(RENDER_BUSY_RETRY_AFTER_SECONDS) },
  );
}

function organization(id: string): Organization {
  let found = state.organizations.get(id);
  if (!found) {
    found = { waiting: [], running: 0, lastTurn: 0 };
    state.organizations.set(id, found);
  }
  return found;
}

function forgetIfIdle(id: string): void {
  const found = state.organizations.get(id);
  if (found && found.running === 0 && found.waiting.length === 0) state.organizations.delete(id);
}

function take(id: string): void {
  const found = organization(id);
  found.running += 1;
  found.lastTurn = ++state.turns;
}

/** Hands a freed slot to the waiting organization served least recently, or frees it. */
function release(id: string, slot: number): void {
  const found = state.organizations.get(id)!;
  found.running -= 1;
  forgetIfIdle(id);
  let next: [string, Organization] | undefined;
  for (const entry of state.organizations) {
    if (entry[1].waiting.length > 0 && (!next || entry[1].lastTurn < next[1].lastTurn)) next = entry;
  }
  if (!next) {
    state.freeSlots.push(slot);
    return;
  }
  const waiter = next[1].waiting.shift()!;
  state.waiting -= 1;
  take(next[0]);
  waiter.grant(slot);
}

function waitForSlot(id: string, waitMs: number): Promise<number> {
  const found = organization(id);
  if (found.waiting.length >= MAX_WAITING_PER_ORGANIZATION) {
    throw busy(`Your organization already has ${MAX_WAITING_PER_ORGANIZATION} documents waiting to be rendered`);
  }
  if (state.waiting >= MAX_WAITING) throw busy("Too many documents are waiting to be rendered");
  return new Promise<number>((resolve, reject) => {
    const waiter: Waiter = {
      grant: (slot) => {
        clearTimeout(timer);
        resolve(slot);
      },
    };
    const timer = setTimeout(() => {
      found.waiting.splice(found.waiting.indexOf(waiter), 1);
      state.waiting -= 1;
      forgetIfIdle(id);
      reject(busy(`No renderer became free within ${waitMs / 1000} seconds`));
    }, waitMs);
    found.waiting.push(waiter);
    state.waiting += 1;
  });
}

/**
 * Runs `work` in a render slot for organization `organizationId`, waiting at most `waitMs` for
 * one. `work` gets the slot's number: each slot has its own browser (chromium.ts).
 */
export async function withRenderSlot<T>(
  organizationId: string,
  work: (slot: number) => Promise<T>,
  { waitMs = RENDER_WAIT_MS }: { waitMs?: number } = {},
): Promise<T> {
  let slot = state.freeSlots.shift();
  if (slot === undefined) {
    try {
      slot = await waitForSlot(organizationId, waitMs);
    } finally {
      forgetIfIdle(organizationId);
    }
  } else {
    take(organizationId);
  }
  try {
    return await work(slot);
  } finally {
    release(organizationId, slot);
  }
}

/** Renders running and waiting in this process, for tests. */
export function renderSlotUsage(): { running: number; waiting: number } {
  return { running: MAX_CONCURRENT_RENDERS - state.freeSlots.length, waiting: state.waiting };
}
