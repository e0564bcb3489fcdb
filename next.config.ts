import type { NextConfig } from "next";
import { securityHeaderRules } from "./scripts/security-headers.mjs";

const nextConfig: NextConfig = {
  // Native and WASM packages must load from node_modules at run time, not from the bundle.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "postgres", "pdfjs-dist", "@napi-rs/canvas", "playwright-core", "@sparticuz/chromium", "harfbuzzjs"],
  poweredByHeader: false,
  // Lets a second dev server run beside the first in one checkout (NEXT_DIST_DIR=.next-b).
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // Note: evaluated at build time; Strict-Transport-Security depends on APP_URL at run time
  // and is added by scripts/start.mjs.
  async headers() {
    return securityHeaderRules({ development: process.env.NODE_ENV === "development" });
  },
};

export default nextConfig;
