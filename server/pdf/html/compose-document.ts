/**
 * The page Chromium prints: a content security policy that allows nothing but inline styles,
 * data: images and our own fonts, then the fonts and defaults, the template's CSS, and the
 * rendered HTML as the body. The policy is a second wall behind the request handler, which
 * refuses everything anyway; scripts are also off for the whole browser context.
 */
import { FONT_URL_PREFIX, fontFaceCss } from "./template-fonts";

const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src data:",
  `font-src ${FONT_URL_PREFIX} data:`,
].join("; ");

// A4 unless the template's own @page rule says otherwise; its later rules win the cascade.
const DEFAULTS = `@page { size: A4; margin: 20mm; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; }`;

/** Note: the template's CSS must not be able to close its <style> element and start markup. */
function styleText(css: string): string {
  return css.replace(/<\/(style)/gi, "<\\/$1");
}

export function composeDocument(renderedHtml: string, css: string): string {
  return `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">
<style>
${fontFaceCss()}
${DEFAULTS}
</style>
<style>
${styleText(css)}
</style>
</head>
<body>
${renderedHtml}
</body>
</html>`;
}
