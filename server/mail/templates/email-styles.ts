/** The few colours and the font stack of Signet's emails; contrast meets WCAG AA on white. */
export const colors = {
  page: "#f1f5f9",
  card: "#ffffff",
  text: "#0f172a",
  muted: "#475569",
  border: "#e2e8f0",
  brand: "#4338ca",
  buttonText: "#ffffff",
  quote: "#f8fafc",
} as const;

export const font =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const paragraph = { color: colors.text, fontSize: 16, lineHeight: "24px", margin: "0 0 16px" } as const;
