import { useId, useRef, useState } from 'react';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import type { MatchEmail, MatchEmails } from '@tutoring/common';
import { CopyButton } from './CopyButton';
import { matchMessages as m } from './messages';

interface MatchConfirmationModalProps {
  emails: MatchEmails | null;
  onCancel(): void;
  onConfirm(): void;
}

function EmailPanel({ email, id, labelledBy }: { email: MatchEmail; id: string; labelledBy: string }) {
  const field = useRef<HTMLTextAreaElement>(null);
  const bodyId = `${id}-body`;
  return (
    <div role="tabpanel" id={id} aria-labelledby={labelledBy} className="email-panel">
      <dl className="email-meta">
        <dt>{m.to}</dt>
        <dd>{email.to.join(', ')}</dd>
        {email.cc.length > 0 && (
          <>
            <dt>{m.cc}</dt>
            <dd>{email.cc.join(', ')}</dd>
          </>
        )}
        <dt>{m.subject}</dt>
        <dd>{email.subject}</dd>
      </dl>
      <div className="d-flex justify-content-between align-items-end mb-1">
        <label htmlFor={bodyId} className="form-label mb-0">
          {m.body}
        </label>
        <CopyButton text={email.body} field={field} label={`${m.copy} ${m.emailTab[email.audience]}`} />
      </div>
      <textarea id={bodyId} ref={field} className="form-control email-body" readOnly rows={14} value={email.body} />
    </div>
  );
}

/** 'Match Confirmation': the two emails to send, each copyable; Cancel and close only close. */
export function MatchConfirmationModal({ emails, onCancel, onConfirm }: MatchConfirmationModalProps) {
  const [tab, setTab] = useState<'tutor' | 'family'>('tutor');
  const baseId = useId();
  const tabs = emails ? ([['tutor', emails.tutor], ['family', emails.family]] as const) : [];
  return (
    <Modal isOpen={emails !== null} toggle={onCancel} size="lg" className="match-modal" onClosed={() => setTab('tutor')} labelledBy={`${baseId}-title`}>
      <ModalHeader toggle={onCancel}>
        <span id={`${baseId}-title`}>{m.dialogTitle}</span>
      </ModalHeader>
      <ModalBody>
        <div role="tablist" className="nav nav-tabs mb-3">
          {tabs.map(([key, email]) => (
            <button
              key={key}
              type="button"
              role="tab"
              id={`${baseId}-${key}-tab`}
              aria-selected={tab === key}
              aria-controls={`${baseId}-${key}-panel`}
              className={`nav-link${tab === key ? ' active' : ''}`}
              onClick={() => setTab(key)}
            >
              {m.emailTab[email.audience]}
            </button>
          ))}
        </div>
        {tabs
          .filter(([key]) => key === tab)
          .map(([key, email]) => (
            <EmailPanel key={key} email={email} id={`${baseId}-${key}-panel`} labelledBy={`${baseId}-${key}-tab`} />
          ))}
      </ModalBody>
      <ModalFooter className="flex-column align-items-stretch">
        <p className="mb-2 text-secondary">{m.footer}</p>
        <div className="d-flex justify-content-end gap-2">
          <Button type="button" color="secondary" outline onClick={onCancel}>
            {m.cancel}
          </Button>
          <Button type="button" color="primary" onClick={onConfirm}>
            {m.confirm}
          </Button>
        </div>
      </ModalFooter>
    </Modal>
  );
}
