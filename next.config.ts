import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Native and WASM packages must load from node_modules at run time, not from the bundle.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "postgres", "pdfjs-dist", "@napi-rs/canvas"],
  poweredByHeader: false,
};

export default nextConfig;
