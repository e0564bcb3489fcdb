import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [".next/**", "node_modules/**", "drizzle/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
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
];

export default config;
