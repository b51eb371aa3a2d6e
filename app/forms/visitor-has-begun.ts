/**
 * Whether the visitor was already on a form before the page hydrated: a field focused, or
 * changed from what the server sent (a field the server filled, such as a join's code, is not
 * typing). Work that only a visitor who means to send needs (the schemas, a join's warm-up)
 * starts then, or at their first tap, key or focus, never for a mere page view.
 */
export function visitorHasBegun(): boolean {
  const active = document.activeElement;
  if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) return true;
  return [...document.querySelectorAll("input, textarea")].some(
    (field) =>
      (field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && field.type !== "hidden")) &&
      field.value !== field.defaultValue,
  );
}
