import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Native and WASM packages must load from node_modules at run time, not from the bundle.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "postgres", "pdfjs-dist", "@napi-rs/canvas", "playwright-core"],
  poweredByHeader: false,
  // Lets a second dev server run beside the first in one checkout (NEXT_DIST_DIR=.next-b).
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
};

export default nextConfig;
