import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { focusField } from './focusField';
import { registrationMessages } from './messages';
import { useT } from '../../i18n/I18nProvider';
import type { StepNavigationState } from './WizardPage';

export interface SummaryItem {
  message: string;
  /** id of the field the link focuses */
  target: string;
  /** the page the field is on, when it is another step */
  path?: string;
}

interface Props {
  /** the fixed alert text (docs/compatibility.md), read out by screen readers (role="alert") */
  alert: string;
  items: readonly SummaryItem[];
  /** changes on every refusal, so focus moves and the alert is announced again */
  focusKey: number;
}

/**
 * The error summary at the top of a refused step (GOV.UK pattern): it says the alert, lists each problem as a link to
 * its field, and puts "Error: " in front of the page title while it is shown. Focus goes to the first invalid field.
 */
export function ErrorSummary({ alert, items, focusKey }: Props) {
  const t = useT();
  const m = registrationMessages(t);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!alert) return;
    // The first invalid field on this step takes focus, so the user can correct it at once; the alert is read out on
    // its own. With no field here (a refusal naming other steps) the summary takes focus and lists where to go.
    const first = items[0];
    if (first && !first.path && focusField(first.target)) return;
    ref.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new refusal moves focus: fixing one field (which shortens the list) must not
  }, [focusKey, alert]);

  useEffect(() => {
    if (!alert) return;
    const title = document.title;
    document.title = t('wizard.errorTitle', { title });
    return () => {
      document.title = title;
    };
  }, [alert, t]);

  if (!alert) return null;
  return (
    <div className="wizard-error-summary" ref={ref} tabIndex={-1} role="group" aria-labelledby="error-summary-title">
      <h3 id="error-summary-title" className="wizard-error-summary-title">
        {m.errorSummaryTitle}
      </h3>
      {/* A new element per refusal: screen readers announce an alert when it appears, also when its text repeats. */}
      <p role="alert" className="mb-0" key={focusKey}>
        {alert}
      </p>
      {items.length > 0 && (
        <ul className="wizard-error-summary-list">
          {items.map((item) => (
            <li key={`${item.path ?? ''}#${item.target}`}>
              {item.path ? (
                <Link
                  to={item.path}
                  state={{ fromStep: true, focus: item.target, returnToReview: true } satisfies StepNavigationState}
                >
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
