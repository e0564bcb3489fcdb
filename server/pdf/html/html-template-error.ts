/**
 * A problem with an HTML template that its author can fix: a Liquid error, a limit reached, a
 * bad field marker. The message is one plain sentence meant for that author; callers answer 400.
 */
export class HtmlTemplateError extends Error {
  override name = "HtmlTemplateError";
}
