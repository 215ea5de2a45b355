import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { focusField } from './focusField';
import { registrationMessages as m } from './messages';
import type { StepNavigationState } from './WizardPage';

export interface SummaryItem {
  message: string;
  /** id of the field the link focuses */
  target: string;
  /** the page the field is on, when it is another step */
  path?: string;
}

interface Props {
  /** the spec's alert text, read out by screen readers (role="alert") */
  alert: string;
  items: readonly SummaryItem[];
  /** changes on every refusal, so the summary takes focus again */
  focusKey: number;
}

/**
 * The error summary at the top of a refused step (GOV.UK pattern): it takes focus, says the alert, lists each
 * problem as a link to its field, and puts "Error: " in front of the page title while it is shown.
 */
export function ErrorSummary({ alert, items, focusKey }: Props) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (alert) ref.current?.focus();
  }, [focusKey, alert]);

  useEffect(() => {
    if (!alert) return;
    const title = document.title;
    document.title = `${m.errorTitlePrefix}${title}`;
    return () => {
      document.title = title;
    };
  }, [alert]);

  if (!alert) return null;
  return (
    <div className="wizard-error-summary" ref={ref} tabIndex={-1} role="group" aria-labelledby="error-summary-title">
      <h3 id="error-summary-title" className="wizard-error-summary-title">
        {m.errorSummaryTitle}
      </h3>
      <p role="alert" className="mb-0">
        {alert}
      </p>
      {items.length > 0 && (
        <ul className="wizard-error-summary-list">
          {items.map((item) => (
            <li key={`${item.path ?? ''}#${item.target}`}>
              {item.path ? (
                <Link to={item.path} state={{ fromStep: true, focus: item.target, returnToReview: true } satisfies StepNavigationState}>
                  {item.message}
                </Link>
              ) : (
                <a
                  href={`#${item.target}`}
                  onClick={(event) => {
                    if (focusField(item.target)) event.preventDefault();
                  }}
                >
                  {item.message}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
