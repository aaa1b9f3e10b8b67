/**
 * Stands in for RJSF templates this theme does not draw: field help, field
 * errors and descriptions are drawn by the widgets; the error list and submit
 * button belong to the caller (the editor's banner and footer buttons).
 */
export function Nothing() {
  return null;
}
