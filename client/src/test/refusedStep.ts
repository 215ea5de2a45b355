import { fireEvent, screen } from '@testing-library/react';

/** What a refused wizard step shows to keyboard and screen-reader users (issue 20), read right after the refusal. */
export interface RefusedStep {
  /** id of the focused element (the first invalid field), or 'error summary' when the summary holds focus */
  focused: string;
  title: string;
  /** the summary's link texts, in order */
  links: string[];
  /** for each link: the id it points at and the id focused after following it */
  linkTargets: { target: string; focused: string }[];
  /** invalid controls (aria-invalid="true") without an error message among their aria-describedby */
  invalidWithoutMessage: string[];
  /** the messages the fields show, without their visually hidden "Error:" */
  fieldMessages: string[];
}

function hasMessage(element: Element): boolean {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .some((described) => described?.classList.contains('wizard-error-message') && described.textContent?.trim());
}

/** Reads the refused step as the browser suite's report did, following each summary link in turn. */
export function refusedStep(): RefusedStep {
  const active = document.activeElement;
  const focused = active?.classList.contains('wizard-error-summary') ? 'error summary' : (active?.id ?? '');
  const summary = screen.getByRole('group', { name: /problem/ });
  const links = [...summary.querySelectorAll('a')];
  const linkTargets = links.map((link) => {
    fireEvent.click(link);
    return { target: (link.getAttribute('href') ?? '').replace(/^#/, ''), focused: document.activeElement?.id ?? '' };
  });
  const invalid = [...document.querySelectorAll('[aria-invalid="true"]')];
  return {
    focused,
    title: document.title,
    links: links.map((link) => link.textContent ?? ''),
    linkTargets,
    invalidWithoutMessage: invalid.filter((element) => !hasMessage(element)).map((element) => element.id),
    fieldMessages: [...document.querySelectorAll('.wizard-error-message')].map((element) =>
      (element.textContent ?? '').replace(/^Error:\s*/, ''),
    ),
  };
}
