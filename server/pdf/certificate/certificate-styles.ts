/** One style sheet for every part of the certificate: A4, quiet greys, one accent colour. */
import { rgb } from "pdf-lib";
import type { Language } from "@/lib/languages";
import { BOLD_FONTS, fontsFor, MONO_FONTS, TEXT_FONTS } from "../fonts/font-files";
import type { TextStyle } from "./blocks";

const hex = (value: string) => rgb(...([1, 3, 5].map((at) => parseInt(value.slice(at, at + 2), 16) / 255) as [number, number, number]));

export const ACCENT = hex("#1d3a8a");
export const MUTED = hex("#5b6472");
export const RULE = hex("#d5d9e0");
const INK = hex("#1b1f27");
const WARNING = hex("#a11a1a");

export const MARGINS = { top: 56, bottom: 56, horizontal: 48 };
/** Header and footer, this far from the top and bottom edges. */
export const DECORATION = { top: 24, bottom: 24 };

/** The certificate's text styles, their fonts chosen for its language (fontsFor). */
export function certificateStyles(language: Language) {
  const text = (size: number, color = INK): TextStyle => ({ fonts: fontsFor(TEXT_FONTS, language), size, color });
  const bold = (size: number, color = INK): TextStyle => ({ fonts: fontsFor(BOLD_FONTS, language), size, color });
  const mono = (size: number, color = INK): TextStyle => ({ fonts: fontsFor(MONO_FONTS, language), size, color });
  return {
    body: text(9),
    muted: text(9, MUTED),
    decoration: text(7.5, MUTED),
    title: bold(20, ACCENT),
    subtitle: text(12),
    sectionTitle: bold(11, ACCENT),
    hash: mono(8),
    note: text(7.5, MUTED),
    signerName: bold(10.5),
    chainBroken: bold(9, WARNING),
    tableHeader: bold(7.5, MUTED),
    eventLine: text(7.5),
    eventHash: mono(6.5, MUTED),
  } satisfies Record<string, TextStyle>;
}

export type CertificateStyles = ReturnType<typeof certificateStyles>;

export const SPACE = {
  section: 16,
  row: 2.5,
  /** Width of a row's label; the value takes the rest. */
  label: 150,
};

export const SECTION_RULE = { gap: 3, lineWidth: 1, color: RULE };
export const EVENT_RULE = { gap: 3, lineWidth: 0.5, color: RULE };
export const SIGNER_FRAME = { padding: 8, radius: 3, lineWidth: 1, color: RULE };

/**
 * The audit trail's columns: offset from the left and width; the actor takes what is left. Text
 * stops `gutter` short of the next column, so a long event name or actor never meets its neighbour.
 */
export const EVENT_COLUMNS = { number: 28, time: 112, event: 116, ip: 92, gutter: 8 };
