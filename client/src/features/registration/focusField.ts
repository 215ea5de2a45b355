/**
 * Moves focus to a field named by an error summary link and brings its label into view (GOV.UK's error summary
 * does the same): focusing the input alone can scroll its label or legend off the top of a phone screen.
 */
export function focusField(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.focus({ preventScroll: true });
  const question = element.closest('fieldset, .wizard-field') ?? element;
  question.scrollIntoView({ block: 'start' });
  return true;
}
