import { useId, useRef, useState, type ReactNode } from 'react';
import { Button, FormGroup, FormText, Input, Label, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { Dialog } from '../../components/Dialog';
import { localeOf, type LocaleCode, type MatchEmail, type MatchEmails } from '@tutoring/common';
import { staffLocaleName } from '../../i18n/staffNames';
import { CopyButton } from '../../components/CopyButton';
import { DialogTitle } from '../../components/DialogTitle';
import { TabList } from '../../components/TabList';
import { matchMessages as m } from './messages';

interface MatchConfirmationModalProps {
  isOpen: boolean;
  /** null until the chosen tutor's full record has come */
  emails: MatchEmails | null;
  /** shown instead of the emails until then: loading, or the failure and a retry */
  pending: ReactNode;
  /** warnings above the emails, e.g. that a side has not confirmed their email address */
  warnings?: readonly string[];
  onCancel: () => void;
  /** sendEmails: the app sends the emails shown (the box, on by default); false: staff send them by hand */
  onConfirm: (sendEmails: boolean) => void;
}

type TabKey = 'tutor' | 'family' | 'familyTranslated';

interface EmailTab {
  key: TabKey;
  email: MatchEmail;
  label: string;
  /** the email's language, where it is not English */
  language?: LocaleCode;
}

/** The tutor's email, the family's in English, and the family's in their own language when their form was not English. */
function emailTabs(emails: MatchEmails | null): EmailTab[] {
  if (!emails) return [];
  const translated = emails.familyTranslated;
  const family = m.emailTab[emails.family.audience];
  return [
    { key: 'tutor', email: emails.tutor, label: m.emailTab.tutor },
    { key: 'family', email: emails.family, label: translated ? m.inLanguage(family, staffLocaleName('en')) : family },
    ...(translated
      ? [
          {
            key: 'familyTranslated' as const,
            email: translated,
            label: m.inLanguage(family, staffLocaleName(translated.language)),
            language: translated.language,
          },
        ]
      : []),
  ];
}

function EmailPanel({ tab, id, labelledBy }: { tab: EmailTab; id: string; labelledBy: string }) {
  const { email, language } = tab;
  const field = useRef<HTMLTextAreaElement>(null);
  const bodyId = `${id}-body`;
  const languageAttributes = language ? { lang: language, dir: localeOf(language).dir } : {};
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
        <dd {...languageAttributes}>{email.subject}</dd>
      </dl>
      <div className="d-flex justify-content-between align-items-end mb-1">
        <label htmlFor={bodyId} className="form-label mb-0">
          {m.body}
        </label>
        <CopyButton text={email.body} field={field} label={`${m.copy} ${tab.label}`} texts={m} />
      </div>
      <textarea
        id={bodyId}
        ref={field}
        className="form-control email-body"
        readOnly
        rows={14}
        value={email.body}
        {...languageAttributes}
      />
    </div>
  );
}

/**
 * 'Match Confirmation': the emails, each copyable, and whether the app sends them (on by default); Cancel and close
 * only close.
 */
export function MatchConfirmationModal({
  isOpen,
  emails,
  pending,
  warnings = [],
  onCancel,
  onConfirm,
}: MatchConfirmationModalProps) {
  const [tab, setTab] = useState<TabKey>('tutor');
  const [sendEmails, setSendEmails] = useState(true);
  const baseId = useId();
  const tabs = emailTabs(emails);
  return (
    <Dialog
      isOpen={isOpen}
      toggle={onCancel}
      size="lg"
      className="match-modal"
      onClosed={() => {
        setTab('tutor');
        setSendEmails(true);
      }}
      labelledBy={`${baseId}-title`}
    >
      <ModalHeader toggle={onCancel} tag="h2">
        <DialogTitle id={`${baseId}-title`}>{m.dialogTitle}</DialogTitle>
      </ModalHeader>
      <ModalBody>
        {warnings.map((warning) => (
          <p key={warning} className="alert alert-warning">
            {warning}
          </p>
        ))}
        {pending}
        {emails && (
          <TabList
            className="mb-3"
            tabs={tabs.map(({ key, label }) => ({
              key,
              label,
              id: `${baseId}-${key}-tab`,
              panelId: `${baseId}-${key}-panel`,
            }))}
            selected={tab}
            onSelect={setTab}
          />
        )}
        {tabs
          .filter(({ key }) => key === tab)
          .map((shown) => (
            <EmailPanel
              key={shown.key}
              tab={shown}
              id={`${baseId}-${shown.key}-panel`}
              labelledBy={`${baseId}-${shown.key}-tab`}
            />
          ))}
      </ModalBody>
      <ModalFooter className="flex-column align-items-stretch">
        <FormGroup check className="mb-2 match-send-emails">
          <Input
            type="checkbox"
            id={`${baseId}-send`}
            aria-describedby={`${baseId}-send-hint`}
            checked={sendEmails}
            onChange={(event) => setSendEmails(event.target.checked)}
          />
          <Label check for={`${baseId}-send`}>
            {m.sendEmails}
          </Label>
          <FormText id={`${baseId}-send-hint`} className="d-block">
            {m.sendEmailsHint}
          </FormText>
        </FormGroup>
        <p className="mb-2 text-secondary">{m.footer}</p>
        <div className="d-flex justify-content-end gap-2">
          <Button type="button" color="secondary" outline onClick={onCancel}>
            {m.cancel}
          </Button>
          <Button type="button" color="primary" disabled={!emails} onClick={() => onConfirm(sendEmails)}>
            {m.confirm}
          </Button>
        </div>
      </ModalFooter>
    </Dialog>
  );
}
