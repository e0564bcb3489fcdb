/**
 * The focus ring of the signing page and the kiosk, on every element inside the element that
 * carries this class: a dark ring outside a white one, so it stands out at 3:1 or more against
 * any background it meets there (a white panel, a primary button, a field over a page image, the
 * kiosk's dark bar). WCAG 2.2 2.4.11 and 2.4.13: at least 2 px thick, never hidden.
 */
export const FOCUS_RING =
  "[&_:focus-visible]:outline [&_:focus-visible]:outline-[3px] [&_:focus-visible]:outline-offset-2 [&_:focus-visible]:outline-indigo-900 [&_:focus-visible]:shadow-[0_0_0_2px_#ffffff]";
