import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

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
          ],
        },
      ],
    },
  },
  {
    // Storage, PDF, mail, SMS and the database are used by services; the HTTP side of storage
    // (signed upload and download URLs) lives in server/http/storage.
    files: ["server/storage/**", "server/pdf/**", "server/mail/**", "server/sms/**", "server/db/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["next", "next/*", "@trpc/*", "@/server/http/*", "**/http/*", "@/server/trpc/*", "**/trpc/*", "@/server/services/*", "**/services/*"], message: "Infrastructure modules sit below the services and never import a door or a service." },
          ],
        },
      ],
    },
  },
];

export default config;
