/**
 * Where a floating bubble (a glossary definition) is portalled to. A modal
 * dialog's panel marks itself as the host: inside a Headless UI Dialog the page
 * behind is inert and a click outside the panel closes the dialog, so a bubble
 * shown over a dialog must live in its panel. Anywhere else it is the body.
 */
export const PORTAL_HOST_ATTRIBUTE = 'data-portal-host';

export function portalHostOf(element: Element | null): Element {
  return element?.closest(`[${PORTAL_HOST_ATTRIBUTE}]`) ?? element?.ownerDocument.body ?? document.body;
}
