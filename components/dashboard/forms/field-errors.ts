/** Props that tie an input to its Field's error or help text, and any warning, for screen readers. */
export function describedBy(id: string, error: string | undefined, hasHelp = false, warning?: string) {
  const described = [error ? `${id}-error` : hasHelp ? `${id}-help` : undefined, warning ? `${id}-warning` : undefined].filter(Boolean);
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described.length > 0 ? described.join(" ") : undefined,
  } as const;
}
