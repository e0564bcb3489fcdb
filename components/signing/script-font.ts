import localFont from "next/font/local";

/**
 * Typed signatures are stamped into the PDF in Dancing Script (server/pdf/stamp); the page
 * shows them in the very same file, so what the signer adopts is what the document gets.
 * Note: not preloaded, as most signers draw.
 */
export const scriptFont = localFont({
  src: "../../server/pdf/fonts/DancingScript-Regular.ttf",
  display: "block",
  preload: false,
  fallback: ["cursive"],
});
