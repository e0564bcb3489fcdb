/**
 * The focus ring of the signing page and the kiosk, on every element inside the element that
 * carries this class: a dark ring outside a white one, so it stands out at 3:1 or more against
 * any background it meets there (a white panel, a primary button, a field over a page image, the
 * kiosk's dark bar). WCAG 2.2 2.4.11 and 2.4.13: at least 2 px thick, never hidden on a control.
 * What takes the focus only from the page (tabindex -1: a screen's heading, a list of problems),
 * to tell a screen reader where the page went, gets no ring: nothing there can be operated, and
 * on a phone a ring round a title the reader never touched looks like a fault.
 */
export const FOCUS_RING =
  "[&_:focus-visible:not([tabindex='-1'])]:outline [&_:focus-visible:not([tabindex='-1'])]:outline-[3px] [&_:focus-visible:not([tabindex='-1'])]:outline-offset-2 [&_:focus-visible:not([tabindex='-1'])]:outline-indigo-900 [&_:focus-visible:not([tabindex='-1'])]:shadow-[0_0_0_2px_#ffffff] [&_[tabindex='-1']:focus]:outline-none";
