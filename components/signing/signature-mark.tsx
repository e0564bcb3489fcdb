"use client";

import { fitTextSizePx } from "@/components/pdf/field-layout";
import type { AdoptedSignature } from "./signer-client";
import { scriptFont } from "./script-font";

// Dancing Script's average advance per character, in em.
const SCRIPT_EM_PER_CHAR = 0.45;

/**
 * An adopted signature drawn into a box of `box` pixels: the drawn image, or the typed name in
 * script. An empty `alt` hides it from screen readers (its field's button already says
 * "signed"); otherwise the typed one is an image named by `alt` too, never an unnamed one.
 */
export function SignatureMark({ signature, box, alt }: { signature: AdoptedSignature; box: { w: number; h: number }; alt: string }) {
  if (signature.type === "DRAWN") {
    // eslint-disable-next-line @next/next/no-img-element -- a data URL made on this page, or an earlier signer's stored image
    return <img src={signature.imagePng} alt={alt} className="h-full w-full object-contain" draggable={false} />;
  }
  return (
    <span
      {...(alt === "" ? { "aria-hidden": true } : { role: "img", "aria-label": alt })}
      className={`${scriptFont.className} flex h-full w-full items-center justify-center overflow-hidden whitespace-nowrap leading-none text-blue-950`}
      style={{ fontSize: fitTextSizePx(signature.text, box, SCRIPT_EM_PER_CHAR) }}
    >
      {signature.text}
    </span>
  );
}
