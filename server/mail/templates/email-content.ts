import type { ReactElement } from "react";

/** What a template gives: the subject line and the email as a React element. */
export interface EmailContent {
  subject: string;
  element: ReactElement;
}
