/**
 * Moves focus, once React has rendered the change under way, to the first of `ids` that is shown
 * on the page: a control that was disabled or not yet mounted (the button that opened a
 * confirmation, as the confirmation closes) cannot take focus in the same tick, and focus would
 * fall to the page body. Later ids are fallbacks for when the first is gone (a deleted row).
 * Note: lists render a table and cards and CSS shows one, so an id may be there twice; the
 * shown one is chosen.
 */
export function focusAfterRender(...ids: string[]): void {
  setTimeout(() => {
    for (const id of ids) {
      const shown = Array.from(document.querySelectorAll<HTMLElement>(`[id="${CSS.escape(id)}"]`)).find((element) => element.getClientRects().length > 0);
      if (shown) return shown.focus();
    }
  }, 0);
}
