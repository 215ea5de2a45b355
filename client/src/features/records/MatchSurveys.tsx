import { Fragment } from 'react';
import type { MatchRecord } from '@tutoring/common';
import { recordsMessages } from './messages';

const m = recordsMessages.surveys;

/** The answers to "How did it go?" of an ended match: each side's rating and comment, as written. */
export function MatchSurveys({ record }: { record: MatchRecord }) {
  if (record.surveys.length === 0) return null;
  return (
    <section className="match-surveys" aria-label={m.heading}>
      <h2 className="match-profile-title">{m.heading}</h2>
      <dl className="end-facts">
        {record.surveys.map((answer) => (
          <Fragment key={answer.side}>
            <dt>{m.side[answer.side]}</dt>
            <dd>
              {m.rating(answer.rating)}
              {answer.comment && (
                <span className="d-block" dir="auto">
                  {answer.comment}
                </span>
              )}
            </dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
