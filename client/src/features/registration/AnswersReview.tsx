import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { registrationMessages } from './messages';
import { useT } from '../../i18n/I18nProvider';
import type { StepNavigationState } from './WizardPage';

export interface ReviewRow {
  label: string;
  /** the answer as the visitor would say it; '' when not answered */
  value: string;
}

export interface ReviewGroup {
  step: string;
  title: string;
  path: string;
  rows: readonly ReviewRow[];
}

const CHANGE_STATE: StepNavigationState = { fromStep: true, returnToReview: true };

/** "Your answers" on the Terms step (GOV.UK check answers): every answer by step, each step with a Change link. */
export function AnswersReview({ groups }: { groups: readonly ReviewGroup[] }) {
  const m = registrationMessages(useT());
  return (
    <section className="wizard-review" aria-labelledby="review-title">
      <h3 id="review-title" className="h5">
        {m.yourAnswers}
      </h3>
      {groups.map((group) => (
        <div key={group.step} className="wizard-review-group">
          <div className="wizard-review-heading">
            <h4>{group.title}</h4>
            <Link to={group.path} state={CHANGE_STATE}>
              {m.change}
              <span className="visually-hidden"> {group.title}</span>
            </Link>
          </div>
          <dl className="wizard-review-list">
            {group.rows.map((row) => (
              <Fragment key={row.label}>
                <dt>{row.label}</dt>
                {/* an answer reads in its own direction, whatever the page's (a Latin name on the Arabic form) */}
                <dd dir="auto">{row.value || m.notAnswered}</dd>
              </Fragment>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
