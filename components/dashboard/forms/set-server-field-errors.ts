import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/** Shows the server's field problems under their fields; the first one gets the focus. */
export function setServerFieldErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fields: Partial<Record<Path<Values>, string>>,
): void {
  Object.entries(fields).forEach(([name, message], index) => {
    if (typeof message === "string") setError(name as Path<Values>, { type: "server", message }, { shouldFocus: index === 0 });
  });
}
