/**
 * One definition per operation (docs/architecture.md). An /api/v1 operation has its name, method
 * and path, who may call it, its throttles, the zod schemas of its input and output, its success
 * status, the error codes it can answer, and the service that does the work; the REST wrapper
 * (server/http/api-route.ts), the OpenAPI document (server/http/openapi.ts) and the dashboard's
 * tRPC procedures read it. An operation only the dashboard or the CLI calls has no method and
 * no path, one input schema, and its output and service; tRPC and the CLI read it.
 *
 * Convention: each service folder declares its operations in one `operations.ts` beside the
 * services; `server/services/operations.ts` lists the /api/v1 ones. Nothing here knows about Next.js.
 */
import { z } from "zod";
import type { Db } from "../db/client";
import type { ErrorCode } from "../errors";
import type { ActivityDeclaration, NoActivity } from "./activity/declare-activity";
import { isRecorded } from "./activity/declare-activity";
import { recordActivity } from "./activity/record-activity";
import type { RequestOrigin, ServiceContext } from "./context";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Who may call an operation:
 * - `admin`: an ADMIN API key (a MEMBER key answers 403 INSUFFICIENT_ROLE);
 * - `member`: any API key; the service narrows what a MEMBER sees;
 * - `apiKeyOrSession`: an ADMIN API key or a signed-in ADMIN dashboard user;
 * - `session`: a signed-in ADMIN dashboard user; an API key answers 403 SESSION_REQUIRED;
 * - `signer`: the signer token in the path is the credential;
 * - `public`: anybody.
 */
export type Access = "admin" | "member" | "apiKeyOrSession" | "session" | "signer" | "public";

/**
 * `burst`: per client IP, before authentication. `upload`: per organization (initiate and commit).
 * `verify`: per client IP, VERIFY_RATE_LIMIT_PER_MINUTE, for the public verifier's CPU.
 * `adminEmail`: per organization, the emails its admins send to people by hand (invitations,
 * test emails), so that one organization cannot make the installation's mail server a spammer.
 */
export type Throttle = "burst" | "upload" | "verify" | "adminEmail";

/** What a signer operation receives: the token from the path and this browser's OTP proof. */
export interface SignerContext {
  db: Db;
  token: string;
  origin: RequestOrigin;
  /** The value of the signet_otp_proof cookie (otp-proof.ts), or null. */
  otpProof: string | null;
  /** The browser's Accept-Language header, which picks the page's language when nobody chose one. */
  acceptLanguage: string | null;
}

/** What a public operation receives. */
export interface PublicContext {
  db: Db;
  origin: RequestOrigin;
  /** The request's bytes, for an operation that declares `rawBody`. */
  rawBody?: Uint8Array;
}

export type ContextFor<A extends Access> = A extends "signer" ? SignerContext : A extends "public" ? PublicContext : ServiceContext;

/**
 * An answer whose status or headers differ from the operation's default (commit's 200, a
 * Set-Cookie), or that repeats an earlier answer's envelope timestamp (an Idempotency-Key replay).
 */
export class OperationAnswer<T> {
  constructor(
    readonly data: T,
    readonly status: number,
    readonly headers: Record<string, string> = {},
    readonly timestamp?: string,
    /** An Idempotency-Key replay: nothing changed this time (no activity entry). */
    readonly replayed = false,
  ) {}
}

/** Bytes answered as they are, not in the envelope (a document download). */
export class FileAnswer {
  constructor(
    readonly bytes: Uint8Array<ArrayBuffer>,
    readonly headers: Record<string, string>,
  ) {}
}

// The input parts are zod objects, so that their fields can become parameters and be merged.
type ObjectSchema = z.ZodObject<z.ZodRawShape>;
type Part = ObjectSchema | undefined;
type OutputOf<S extends Part> = S extends ObjectSchema ? z.output<S> : unknown;
type InputOf<S extends Part> = S extends ObjectSchema ? z.input<S> : unknown;

/** The one object a service receives: path parameters, query, body and headers, parsed and merged. */
export type OperationInput<P extends Part, Q extends Part, B extends Part, H extends Part = undefined> = OutputOf<P> &
  OutputOf<Q> &
  OutputOf<B> &
  OutputOf<H>;
/** The same object as a caller writes it, before defaults and transforms. */
export type OperationRawInput<P extends Part, Q extends Part, B extends Part, H extends Part = undefined> = InputOf<P> &
  InputOf<Q> &
  InputOf<B> &
  InputOf<H>;

/** The HTTP header a `headers` schema key stands for: idempotencyKey is Idempotency-Key. */
export function headerName(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter}`).replace(/(^|-)([a-z])/g, (_all, dash: string, letter: string) => dash + letter.toUpperCase());
}

/**
 * The doors besides /api/v1 that serve an /api/v1 operation, each derived from this definition:
 * `trpc`, a dashboard procedure (`queryOf`/`mutationOf`, server/trpc/operation-procedure.ts).
 * server/services/operations-doors.test.ts fails while a declared door has no derivation. Operations without a
 * path say it through their access instead: `dashboard` and `visitor` are tRPC's, `operator` the CLI's.
 */
export type Door = "trpc";

export interface OperationSpec<
  A extends Access,
  P extends Part,
  Q extends Part,
  B extends Part,
  O extends z.ZodType,
  H extends Part = undefined,
  R extends z.output<O> = z.output<O>,
> {
  /** Stable name, `<area>.<action>` (e.g. `signingProcesses.void`); also the OpenAPI operationId. */
  name: string;
  method: HttpMethod;
  /** Path template relative to /api/v1, parameters in braces: `/signing-processes/{id}/void`. */
  path: string;
  summary: string;
  /** The OpenAPI tag (one per area). */
  tag: string;
  access: A;
  /** Default ["burst"]. */
  throttle?: readonly Throttle[];
  /** The other doors that serve it; none by default. */
  doors?: readonly Door[];
  params?: P;
  query?: Q;
  body?: B;
  /** Request headers the operation reads, keyed in camelCase (`idempotencyKey` for Idempotency-Key). */
  headers?: H;
  /**
   * The body is bytes of this media type, not JSON (the verifier's PDF): read up to `maxBytes`
   * (else 413) and handed to a public operation as `ctx.rawBody`.
   */
  rawBody?: { mediaType: string; maxBytes: number };
  /** The success `data`; ignored for 204 and for file answers (see `produces`). */
  output: O;
  /** Success status of a plain answer (202: accepted, the work goes on in the background). */
  status: 200 | 201 | 202 | 204;
  /** Other success statuses the handler may choose through an OperationAnswer. */
  alsoStatus?: readonly (200 | 201)[];
  /** What a success status means in the OpenAPI document, where its standard name says too little. */
  statusNotes?: Readonly<Partial<Record<200 | 201 | 202, string>>>;
  /** A media type answered as bytes instead of the JSON envelope. */
  produces?: string;
  /** Application error codes the operation can answer, beyond those its access and input imply. */
  errors?: readonly ErrorCode[];
  /** Answers `R`, the service's own type, which the compiler checks against `output` (the dashboard infers it). */
  handler: (ctx: ContextFor<A>, input: OperationInput<P, Q, B, H>) => Promise<R | OperationAnswer<R> | FileAnswer>;
  /** Its entry in the organization's activity log, or why it has none (activity/declare-activity.ts). */
  activity?: ActivityDeclaration<OperationInput<P, Q, B, H>, R> | NoActivity;
}

export type Operation = OperationSpec<Access, Part, Part, Part, z.ZodType, Part>;

/**
 * Who may call an operation that has no /api/v1 path:
 * - `dashboard`: any signed-in dashboard user, through tRPC; the service checks the role;
 * - `visitor`: anybody, through tRPC (first-run setup, which works only while no user exists);
 * - `operator`: the `signet` CLI, with the database and no actor.
 */
export type LocalAccess = "dashboard" | "visitor" | "operator";

/** What a visitor or operator operation receives: the database, nothing about a caller. */
export interface DatabaseContext {
  db: Db;
}

export type LocalContextFor<A extends LocalAccess> = A extends "dashboard" ? ServiceContext : DatabaseContext;

/**
 * An operation the dashboard or the CLI calls and /api/v1 does not serve. It has no method and
 * no path (the compiler refuses them, as it refuses a REST operation without them), so the
 * OpenAPI document and `routesFor` never see it; its input is one schema, not path/query/body.
 */
export interface LocalOperationSpec<A extends LocalAccess, I extends z.ZodType, O extends z.ZodType, R extends z.output<O> = z.output<O>> {
  name: string;
  method?: never;
  path?: never;
  summary: string;
  access: A;
  /** The whole input; omitted when there is none (the procedure then takes no input, like a bare tRPC one). */
  input?: I;
  output: O;
  /** Throttles besides the door's own (the dashboard's burst); none by default. */
  throttle?: readonly Throttle[];
  /** Answers `R`, the service's own type, which the compiler checks against `output`. */
  handler: (ctx: LocalContextFor<A>, input: z.output<I>) => Promise<R>;
  /** Its entry in the organization's activity log, or why it has none (activity/declare-activity.ts). */
  activity?: ActivityDeclaration<z.output<I>, R> | NoActivity;
}

export type LocalOperation = LocalOperationSpec<LocalAccess, z.ZodType, z.ZodType, unknown>;

/** Declares an operation; the generics tie the handler's input and answer to the schemas. */
export function defineOperation<
  A extends Access,
  O extends z.ZodType,
  P extends Part = undefined,
  Q extends Part = undefined,
  B extends Part = undefined,
  H extends Part = undefined,
  R extends z.output<O> = z.output<O>,
>(spec: OperationSpec<A, P, Q, B, O, H, R>): OperationSpec<A, P, Q, B, O, H, R>;
export function defineOperation<A extends LocalAccess, O extends z.ZodType, R extends z.output<O>, I extends z.ZodType = z.ZodVoid>(
  spec: LocalOperationSpec<A, I, O, R>,
): LocalOperationSpec<A, I, O, R>;
export function defineOperation(spec: Operation | LocalOperation): Operation | LocalOperation {
  const burst: readonly Throttle[] = ["burst"];
  const recorded = isRecorded(spec.activity) ? { ...spec, handler: recordingHandler(spec.name, spec.handler, spec.activity) as never } : spec;
  return recorded.method !== undefined ? { throttle: burst, ...recorded } : recorded;
}

/**
 * The handler of an operation that declares an activity entry: what `before` reads, the change
 * and the entry, in one transaction, so an entry is there exactly when the change is.
 */
function recordingHandler<I, R>(
  name: string,
  handler: (ctx: never, input: I) => Promise<R | OperationAnswer<R> | FileAnswer>,
  declaration: ActivityDeclaration<I, R>,
): (ctx: ServiceContext, input: I) => Promise<R | OperationAnswer<R> | FileAnswer> {
  return (ctx, input) => {
    // Only a caller with an actor and an organization acts in one (not a signer, a visitor or the CLI).
    if (!("actor" in ctx)) throw new Error(`${name} declares an activity entry, but its callers have no actor`);
    return ctx.db.transaction(async (tx) => {
      const scoped: ServiceContext = { ...ctx, db: tx };
      const before = (await declaration.before?.(scoped, input)) ?? null;
      const answer = await handler(scoped as never, input);
      if (answer instanceof OperationAnswer && answer.replayed) return answer;
      const facts = declaration.entry(answerData({ name: "activity" }, answer), input, before);
      if (facts) await recordActivity(scoped, facts);
      return answer;
    });
  };
}

/**
 * The data of a handler's answer, for the doors that have no status or headers to set (tRPC, the
 * CLI): an OperationAnswer's data; bytes have no such door and are refused.
 */
export function answerData<R>(operation: { name: string }, answer: R | OperationAnswer<R> | FileAnswer): R {
  if (answer instanceof FileAnswer) throw new Error(`${operation.name} answers bytes, which only /api/v1 can send`);
  return answer instanceof OperationAnswer ? answer.data : answer;
}

/** Whether an operation is served under /api/v1 (it has a method and a path). */
export function isHttpOperation(operation: Operation | LocalOperation): operation is Operation {
  return operation.method !== undefined;
}

/** The one schema of a local operation's input; `z.void()` when it takes none. */
export function localInputSchema<I extends z.ZodType>(operation: { input?: I }): I {
  return (operation.input ?? z.void()) as I;
}

/**
 * The whole input of an operation as one schema (path parameters, query, body), for the doors
 * that take one object: tRPC procedures and the CLI. REST parses the parts one by one instead,
 * so that each is reported under its own name.
 */
export function operationInputSchema<P extends Part, Q extends Part, B extends Part, H extends Part = undefined>(op: {
  params?: P;
  query?: Q;
  body?: B;
  headers?: H;
}): z.ZodType<OperationInput<P, Q, B, H>, OperationRawInput<P, Q, B, H>> {
  type Schema = z.ZodType<OperationInput<P, Q, B, H>, OperationRawInput<P, Q, B, H>>;
  const declared: Part[] = [op.params, op.query, op.body, op.headers];
  const parts = declared.filter((part): part is ObjectSchema => part !== undefined);
  if (parts.length === 0) return z.object({}) as unknown as Schema;
  // Note: an intersection, not .extend(): a body schema with refinements cannot be extended.
  const merged = parts.slice(1).reduce<z.ZodType>((all, part) => z.intersection(all, part), parts[0]!);
  return merged as unknown as Schema;
}
