import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// Import patterns of the doors and of the job runner (gitignore-style, as no-restricted-imports reads them).
const DOORS = ["@/server/http/*", "**/http/*", "@/server/trpc/*", "**/trpc/*", "@/server/cli/*", "**/cli/*"];
const JOBS = ["@/server/jobs/*", "**/jobs/*"];

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [".next/**", ".next-*/**", "node_modules/**", "drizzle/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
  {
    // The env module is the one reader of process.env (STYLE.md); bootstrap files and tests
    // that set up an environment are the exceptions.
    files: ["app/**", "components/**", "lib/**", "server/**"],
    ignores: ["server/env.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through env() in server/env.ts." },
      ],
    },
  },
  // The layering (docs/architecture.md): imports flow app -> components -> lib and
  // app -> server -> lib. Each rule below is proven by server/lint/layering.test.ts.
  {
    files: ["components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/server/*", "**/server/*"],
              allowTypeImports: true,
              message: "Components run in the browser: import only types from server code (and call it through tRPC).",
            },
            { group: ["@/app/*"], message: "Nothing imports app/: it holds routes only." },
          ],
        },
      ],
    },
  },
  {
    files: ["lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/server/*", "@/components/*", "@/app/*", "**/server/*", "**/components/*"], message: "lib/ is shared with the browser and imports no project folder." },
          ],
        },
      ],
    },
  },
  {
    files: ["server/services/**"],
    // Tests drive services through their routes, as a client would.
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["next", "next/*", "@trpc/*"], message: "Services never depend on a transport: the API, tRPC, jobs and the CLI all call them." },
            { group: ["@/server/http/*", "**/http/*", "@/server/trpc/*", "**/trpc/*", "@/server/cli/*", "**/cli/*", "@/app/*"], message: "Services never import a door (HTTP, tRPC, CLI) or a route." },
            { group: [...JOBS], message: "Services queue work through server/queue (job definitions, triggerJob); server/jobs is the runner, which calls them." },
            {
              // The sign-in throttle is plain database counters: asking for the current password again counts with it.
              group: ["@/server/auth/*", "**/auth/*", "!@/server/auth/user-sessions", "!**/auth/user-sessions", "!**/auth/sign-in-throttle"],
              message: "Services never depend on the dashboard's sign-in (next-auth); only its session store (auth/user-sessions) and throttle sit below them.",
            },
          ],
        },
      ],
    },
  },
  {
    // Storage, PDF, mail, SMS and the database are used by services; the HTTP side of storage
    // (signed upload and download URLs) lives in server/http/storage.
    // Webhook delivery over HTTP and the throttles' counters are infrastructure too.
    files: ["server/storage/**", "server/pdf/**", "server/mail/**", "server/sms/**", "server/db/**", "server/webhooks/**", "server/throttle/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["next", "next/*", "@trpc/*", ...DOORS, "@/server/services/*", "**/services/*", ...JOBS], message: "Infrastructure modules sit below the services and never import a door, a service or the job runner." },
          ],
        },
      ],
    },
  },
  {
    // Job definitions and triggerJob sit below the services, which queue work with them. A
    // definition names its handlers' module by a lazy import() that only a runner calls; this
    // rule sees static imports, so the services never load the runner.
    files: ["server/queue/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["next", "next/*", "@trpc/*", ...DOORS, ...JOBS], message: "The queue sits below the services: it never imports a door or the job runner." },
            { group: ["@/server/services/*", "**/services/*"], allowTypeImports: true, message: "The queue sits below the services: it imports only their types (a payload's)." },
          ],
        },
      ],
    },
  },
  // The doors (docs/architecture.md): each calls the services through the operation
  // definitions, and none calls another door.
  ...[
    ["server/http/**", "HTTP", ["@/server/trpc/*", "**/trpc/*", "@/server/cli/*", "**/cli/*"]],
    ["server/trpc/**", "tRPC", ["@/server/http/*", "**/http/*", "@/server/cli/*", "**/cli/*"]],
    ["server/cli/**", "the CLI", ["@/server/http/*", "**/http/*", "@/server/trpc/*", "**/trpc/*"]],
  ].map(([files, door, others]) => ({
    files: [files],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: others, message: `A door never imports another door: ${door} reaches the services through the operation definitions and server/services/operation-policies.ts.` },
            { group: [...JOBS], message: "Doors queue work through the services; server/jobs is the runner." },
          ],
        },
      ],
    },
  })),
  {
    // The job runner calls services and handlers; nothing it does goes through a door.
    files: ["server/jobs/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: [...DOORS, "@/app/*"], message: "The job runner never imports a door or a route: it calls the services." }] },
      ],
    },
  },
  {
    // The dashboard's sign-in (next-auth) serves the doors; it reads the client's address with
    // the HTTP door's helper and nothing else of a door.
    files: ["server/auth/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: [...DOORS, "!@/server/http/client-ip", "!**/http/client-ip", ...JOBS, "@/app/*"], message: "The sign-in never imports a door (but the HTTP client-address helper), the job runner or a route." },
          ],
        },
      ],
    },
  },
];

export default config;
