/**
 * The text of `GET /embed.js` (docs/embedding.md): defines `<signet-signing url="…">`, which shows
 * the embedded signing page in a frame and re-dispatches the page's messages as DOM events of
 * the same names (`signet:ready`, `signet:signed`, `signet:declined`, `signet:error`), their
 * `detail` `{ processId, signerId }`. A message counts only from that frame and that frame's
 * origin. Plain ES2017 for any host page; it loads nothing else.
 */
export const EMBED_SCRIPT = `(function () {
  "use strict";
  if (!window.customElements || window.customElements.get("signet-signing")) return;
  var TYPES = ["signet:ready", "signet:signed", "signet:declined", "signet:error"];
  class SignetSigning extends HTMLElement {
    static get observedAttributes() { return ["url"]; }
    constructor() {
      super();
      this._onMessage = this._onMessage.bind(this);
      this._frame = null;
      this._origin = null;
    }
    connectedCallback() {
      window.addEventListener("message", this._onMessage);
      this._show();
    }
    disconnectedCallback() {
      window.removeEventListener("message", this._onMessage);
    }
    attributeChangedCallback() {
      if (this.isConnected) this._show();
    }
    _show() {
      var url = this.getAttribute("url");
      // The address opens once: the same one is never loaded again.
      if (!url || (this._frame && this._frame.getAttribute("src") === url)) return;
      var origin;
      try { origin = new URL(url, window.location.href).origin; } catch (error) { return; }
      var frame = document.createElement("iframe");
      frame.setAttribute("src", url);
      frame.setAttribute("title", this.getAttribute("frame-title") || "Signing");
      frame.style.cssText = "border:0;display:block;width:100%;height:100%;min-height:640px";
      this._frame = frame;
      this._origin = origin;
      this.replaceChildren(frame);
    }
    _onMessage(event) {
      if (!this._frame || event.source !== this._frame.contentWindow || event.origin !== this._origin) return;
      var data = event.data;
      if (!data || typeof data !== "object" || TYPES.indexOf(data.type) === -1) return;
      this.dispatchEvent(new CustomEvent(data.type, { bubbles: true, composed: true, detail: { processId: data.processId, signerId: data.signerId } }));
    }
  }
  window.customElements.define("signet-signing", SignetSigning);
})();
`;
