/**
 * The signing page's first request, started by a script in the page's HTML instead of after
 * React has loaded and hydrated: on a phone that is a few hundred milliseconds of script work
 * during which the view (and then the first page's image) could already be on its way. It is
 * still a script, so a mail scanner that fetches the link without running scripts opens
 * nothing, as before (the view's first GET marks the signer OPENED).
 */

const EARLY_VIEW = "__signetEarlyView";

interface EarlyView {
  token: string;
  response: Promise<Response | null>;
}

/**
 * The inline script for the page of `token`: fetches the view as the signer API would, and once
 * it arrives, starts loading the first page's image so the browser has it when the page shows it.
 */
export function earlyViewScript(token: string): string {
  // Note: the token comes from the address; escaped so that no spelling of it ends the script.
  const literal = JSON.stringify(token).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
  return `(function(){var t=${literal};var r=fetch("/api/v1/sign/"+encodeURIComponent(t),{cache:"no-store"}).then(function(s){s.clone().json().then(function(b){var d=b&&b.data&&b.data.document;var p=d&&d.pages&&d.pages[0];if(p&&p.imageUrl){var i=new Image();i.fetchPriority="high";i.src=p.imageUrl;}}).catch(function(){});return s;}).catch(function(){return null;});window.${EARLY_VIEW}={token:t,response:r};})();`;
}

/** The response the page's script started for `token`, handed out once; null when there is none. */
export function takeEarlyView(token: string): Promise<Response | null> | null {
  const holder = window as unknown as Record<typeof EARLY_VIEW, EarlyView | undefined>;
  const early = holder[EARLY_VIEW];
  if (!early || early.token !== token) return null;
  holder[EARLY_VIEW] = undefined;
  return early.response;
}
