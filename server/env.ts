/**
 * The one reader of process.env. Every setting of DESIGN.md's contract 2 is parsed and
 * validated here once; the rest of the code asks `env()` and never touches process.env.
 */
import path from "node:path";
import { z } from "zod";
import { PLANS } from "../lib/plans";

const boolean = z
  .enum(["true", "false", "1", "0", ""])
  .transform((value) => value === "true" || value === "1");

const positiveInt = z.coerce.number().int().positive();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: positiveInt.max(65535).default(3000),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./.data"),
  DATABASE_URL: z.string().min(1).optional(),
  // The logger reads it itself (server/log/logger.mjs, also used before this module loads); listed
  // here so that a misspelt level stops the start with a message instead of being ignored.
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  RATE_LIMIT_PER_MINUTE: positiveInt.default(100),
  UPLOAD_RATE_LIMIT_PER_MINUTE: positiveInt.default(30),
  // Dashboard (tRPC) requests per session, each of up to 20 calls.
  DASHBOARD_RATE_LIMIT_PER_MINUTE: positiveInt.default(300),
  WEBHOOK_RETRY_DELAYS: z
    .string()
    .default("30,60,120")
    .transform((value) => value.split(",").map((part) => Number(part.trim())))
    .pipe(z.array(z.number().int().nonnegative()).min(1)),
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: boolean.default(false),
  EXPIRY_SWEEP_SECONDS: positiveInt.default(60),
  // Jobs the in-process runner runs at once; one organization may hold all but one of them.
  JOB_CONCURRENCY: positiveInt.max(64).default(4),
  // Time one form PDF may take to render (the unsigned PDF, the signed form at finalization).
  FORM_PDF_SECONDS: positiveInt.max(600).default(90),
  CHROMIUM_PATH: z.string().min(1).optional(),
  // The plan of the organization the first-run page creates on the operator's own installation.
  DEFAULT_PLAN: z.enum(PLANS, { message: `must be one of ${PLANS.join(", ")}` }).default("ENTERPRISE"),
  SECRET_KEY: z.string().min(32, "SECRET_KEY must be at least 32 characters").optional(),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  SEAL_P12_BASE64: z.string().min(1).optional(),
  SEAL_P12_PASSWORD: z.string().optional(),
  // An RFC 3161 time-stamping authority; when set, no document is sealed without its timestamp.
  TSA_URL: z.url().optional(),
  // Shows /api/ready's checks to a monitor that sends it as Authorization: Bearer.
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  // How many reverse proxies in front of the app append to X-Forwarded-For (0: none, trust no
  // header). "true" and "false" are the older boolean form, read as 1 and 0.
  TRUST_PROXY: z
    .string()
    .regex(/^(?:true|false|\d+)$/, { message: "must be a number of trusted proxies (0, 1, 2, …), or true for one" })
    .default("0")
    .transform((value) => (value === "true" ? 1 : value === "false" ? 0 : Number(value))),
  // S3-compatible storage: set S3_BUCKET to leave the local disk.
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: boolean.default(false),
  // Inngest: set INNGEST_EVENT_KEY (cloud) or INNGEST_DEV (a dev server URL, or 1) to run jobs there.
  INNGEST_EVENT_KEY: z.string().min(1).optional(),
  INNGEST_SIGNING_KEY: z.string().min(1).optional(),
  INNGEST_DEV: z.string().min(1).optional(),
  INNGEST_BASE_URL: z.url().optional(),
  // Email through a mail server (SMTP_URL) or Resend (RESEND_API_KEY), never both; either one
  // needs MAIL_FROM. Without them, email goes to the outbox.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s/]+/i, { message: "must be a mail server address such as smtp://user:password@mail.example.com:587 or smtps://mail.example.com:465" })
    .refine((value) => URL.canParse(value), { message: "is not a valid address (write special characters of the user name and password percent-encoded, e.g. @ as %40)" })
    .optional(),
  RESEND_API_KEY: z.string().min(1).optional(),
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
      message: 'must be an address such as "Signet <signing@example.com>" or signing@example.com',
    })
    .optional(),
  // SMS through Twilio: set all three TWILIO_* to leave the outbox.
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, { message: "must be AC followed by 32 hexadecimal digits" })
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
}).superRefine((config, issues) => {
  // The Inngest dev server takes events and calls functions without signing keys; "0" and
  // "false" are the values that mean Inngest Cloud (server/jobs/inngest.ts).
  const devServer = config.INNGEST_DEV !== undefined && config.INNGEST_DEV !== "0" && config.INNGEST_DEV !== "false";
  if (config.NODE_ENV === "production" && devServer) {
    issues.addIssue({
      code: "custom",
      path: ["INNGEST_DEV"],
      message:
        "must not be set in production (NODE_ENV=production): the Inngest dev server runs jobs without signing keys. Unset it, or use Inngest Cloud with INNGEST_EVENT_KEY and INNGEST_SIGNING_KEY",
    });
  }
});

export type Env = Omit<z.infer<typeof envSchema>, "APP_URL"> & { APP_URL: string };

export class EnvError extends Error {}

/** Parses an environment (process.env by default); empty strings count as unset. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const value = parsed.data;
  return {
    ...value,
    DATA_DIR: path.resolve(value.DATA_DIR),
    APP_URL: (value.APP_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, ""),
  };
}

const cache = globalThis as unknown as { __signetEnv?: Env };

export function env(): Env {
  cache.__signetEnv ??= loadEnv();
  return cache.__signetEnv;
}

/** Tests change process.env and then forget the parsed copy. */
export function resetEnv(): void {
  cache.__signetEnv = undefined;
}
