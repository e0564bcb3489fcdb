/**
 * Each signer's colour in the field editor. Colour only helps the eye: every field also shows
 * its signer's number, and the legend pairs number, colour and name in words.
 */
export interface SignerColor {
  /** Field box: border and tinted background. */
  box: string;
  /** The number badge. */
  badge: string;
  /** The legend's swatch. */
  swatch: string;
}

const COLORS: readonly SignerColor[] = [
  { box: "border-indigo-600 bg-indigo-500/15", badge: "bg-indigo-600 text-white", swatch: "bg-indigo-600" },
  { box: "border-amber-600 bg-amber-400/20", badge: "bg-amber-700 text-white", swatch: "bg-amber-600" },
  { box: "border-emerald-600 bg-emerald-500/15", badge: "bg-emerald-700 text-white", swatch: "bg-emerald-600" },
  { box: "border-rose-600 bg-rose-500/15", badge: "bg-rose-700 text-white", swatch: "bg-rose-600" },
  { box: "border-sky-600 bg-sky-500/15", badge: "bg-sky-700 text-white", swatch: "bg-sky-600" },
  { box: "border-fuchsia-600 bg-fuchsia-500/15", badge: "bg-fuchsia-700 text-white", swatch: "bg-fuchsia-600" },
];

/** The Sender's fields are grey: they hold data, nobody signs them. */
export const SENDER_COLOR: SignerColor = { box: "border-dashed border-slate-600 bg-slate-400/20", badge: "bg-slate-700 text-white", swatch: "bg-slate-600" };

/** The colour of the signer at `index` (0-based); colours repeat after six signers, numbers do not. */
export function signerColor(index: number): SignerColor {
  return COLORS[((index % COLORS.length) + COLORS.length) % COLORS.length]!;
}

/** A signer's colour by their place in the order; the Sender's own. */
export function colorOfSigner(signer: { number: number; sender?: boolean } | undefined): SignerColor {
  return signer?.sender ? SENDER_COLOR : signerColor((signer?.number ?? 1) - 1);
}
