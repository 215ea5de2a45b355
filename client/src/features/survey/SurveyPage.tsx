import { useId, useState, type FormEvent } from 'react';
import { Button, ButtonGroup, Container, FormGroup, FormText, Input, Label } from 'reactstrap';
import { SURVEY_COMMENT_MAX } from '@tutoring/common';
import { LoadingMessage } from '../../components/LoadingMessage';
import { useT } from '../../i18n/I18nProvider';
import { LinkOutcome, LinkQuestion, useLinkPage } from '../links';
import { surveyMessages } from './messages';
import './survey.css';

const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * /survey/:token, opened from the "How did it go?" email sent when a match ends: a rating from 1 to 5 and an optional
 * comment, sent with one press.
 */
export default function SurveyPage() {
  const { status, sendFailed, heading, send } = useLinkPage('surveys');
  const m = surveyMessages(useT());
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);

  if (status === 'loading') return <LoadingMessage text={m.loading} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (rating !== null) send({ rating, ...(comment.trim() ? { comment: comment.trim() } : {}) });
  };

  return (
    <Container className="py-5 link-page">
      {(status === 'open' || status === 'sending') && (
        <form onSubmit={submit} noValidate>
          <LinkQuestion headingRef={heading} title={m.title} intro={m.intro} failed={sendFailed ? m.failed : null}>
            <fieldset className="mb-4" aria-describedby={`${id}-rating-hint`}>
              <legend className="fs-6 fw-semibold">{m.ratingLegend}</legend>
              <ButtonGroup className="survey-rating w-100">
                {RATINGS.map((value) => (
                  <Label key={value} className="btn btn-outline-primary btn-lg mb-0" active={rating === value}>
                    <Input
                      type="radio"
                      name={`${id}-rating`}
                      className="visually-hidden"
                      checked={rating === value}
                      onChange={() => setRating(value)}
                    />
                    {value}
                  </Label>
                ))}
              </ButtonGroup>
              <FormText id={`${id}-rating-hint`}>{m.ratingHint}</FormText>
              {tried && rating === null && <p className="text-danger small mt-1 mb-0">{m.ratingRequired}</p>}
            </fieldset>
            <FormGroup className="mb-4">
              <Label for={`${id}-comment`} className="fw-semibold">
                {m.commentLabel}
              </Label>
              <Input
                id={`${id}-comment`}
                type="textarea"
                rows={4}
                dir="auto"
                maxLength={SURVEY_COMMENT_MAX}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
              />
            </FormGroup>
            <Button type="submit" color="primary" size="lg" className="w-100" disabled={status === 'sending'}>
              {m.submit}
            </Button>
          </LinkQuestion>
        </form>
      )}
      <LinkOutcome status={status} headingRef={heading} done={{ title: m.sent, text: m.sentText }} />
    </Container>
  );
}
