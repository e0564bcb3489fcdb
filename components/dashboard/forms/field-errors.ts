/** Props that tie an input to its Field's error or help text for screen readers. */
export function describedBy(id: string, error: string | undefined, hasHelp = false) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : hasHelp ? `${id}-help` : undefined,
  } as const;
}
