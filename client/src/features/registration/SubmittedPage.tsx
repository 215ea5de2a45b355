import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { Card, CardBody, Container } from 'reactstrap';
import { useAppSelector } from '../../lib/hooks';
import { useT } from '../../i18n/I18nProvider';
import { registrationMessages } from './messages';
import { SubmittedModal } from './SubmittedModal';
import type { SubmittedFactsProps } from './SubmittedFacts';
import { SubmittedFacts } from './SubmittedFacts';
import type { WizardState } from './wizardSlice';
import '../../styles/registration.css';

interface Props extends Omit<SubmittedFactsProps, 'submitted'> {
  wizard: Pick<WizardState<unknown>, 'submitted' | 'modalOpen'>;
  /** the original client's confirmation text */
  body: string;
  onModalClose: () => void;
  /** more ways on, before "Back to the home page" (a family's "Apply for another child") */
  actions?: ReactNode;
  /** under the buttons: what the extra action does */
  footnote?: ReactNode;
}

/**
 * Where a wizard lands once the server accepted the application: the dialog first, then, once it is closed, the same
 * facts as a page. Without an application submitted from this tab (another tab, a bookmark) there is nothing to show, and
 * the home page opens: the confirmation email carries the reference.
 */
export function SubmittedPage({ wizard, body, onModalClose, actions, footnote, ...facts }: Props) {
  const t = useT();
  const m = registrationMessages(t);
  const orgName = useAppSelector((state) => state.config.orgName);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // As it was when the page opened: "Apply for another child" clears it on the way out.
  const [submitted] = useState(wizard.submitted);
  // A block, not an expression: newer browsers answer scrollTo with a promise, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  if (!submitted) return <Navigate to="/home" replace />;
  return (
    <Container className="wizard submitted-page py-3 py-md-4">
      <header className="wizard-header">
        <p className="wizard-audience mb-1">
          <span className="wizard-org">{orgName}</span> {m.formTitle}
        </p>
        <h1 className="wizard-title" tabIndex={-1} ref={headingRef}>
          {t('wizard.submitted.pageTitle')}
        </h1>
      </header>
      <Card className="wizard-card shadow-sm">
        <CardBody className="p-3 p-sm-4 p-lg-5">
          <p>{body}</p>
          <SubmittedFacts submitted={submitted} {...facts} />
          <div className="d-flex flex-wrap gap-2 mt-4">
            {actions}
            <Link to="/home" className="btn btn-outline-secondary btn-lg">
              {t('wizard.submitted.startOver')}
            </Link>
          </div>
          {footnote}
        </CardBody>
      </Card>
      <SubmittedModal
        isOpen={wizard.modalOpen}
        body={body}
        onClose={onModalClose}
        onClosed={() => headingRef.current?.focus()}
        submitted={submitted}
        {...facts}
      />
    </Container>
  );
}
