import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Container, Form } from 'reactstrap';
import type { OrganisationSettings, SettingsField } from '@tutoring/common';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { FormAlert } from '../../components/FormAlert';
import { LoadingMessage } from '../../components/LoadingMessage';
import { staffT } from '../../i18n/staffText';
import { settingsMessages as m } from './messages';
import { SettingsField as Field } from './SettingsField';
import { draftOf, parseDraft, serverFieldErrors, type SettingsDraft } from './settingsForm';
import './settingsFeature';
import { WELCOME_PARAM } from './welcome';
import {
  selectSettings,
  settingsEdited,
  settingsLeft,
  settingsRequested,
  settingsSaveRequested,
} from './settingsSlice';

/** /settings (admins): the organisation's name, address, links, the tutor form's schools and the records' years. */
export default function SettingsPage() {
  const dispatch = useAppDispatch();
  const { settings, status, error } = useAppSelector(selectSettings);
  const [params] = useSearchParams();
  useEffect(() => {
    dispatch(settingsRequested());
    return () => {
      dispatch(settingsLeft());
    };
  }, [dispatch]);

  return (
    <Container className="py-4 settings-page">
      <h1 className="h3">{m.title}</h1>
      {params.has(WELCOME_PARAM) && <p className="lead">{m.welcome}</p>}
      <p className="text-secondary">{m.intro}</p>
      {settings ? (
        <SettingsForm settings={settings} />
      ) : status === 'failed' ? (
        <div className="d-flex align-items-start gap-2">
          <FormAlert message={error} />
          <Button type="button" color="primary" outline onClick={() => dispatch(settingsRequested())}>
            {m.retry}
          </Button>
        </div>
      ) : (
        <LoadingMessage text={staffT('common.loading')} />
      )}
    </Container>
  );
}

function SettingsForm({ settings }: { settings: OrganisationSettings }) {
  const dispatch = useAppDispatch();
  const { saving, saved, error, fieldErrors } = useAppSelector(selectSettings);
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(settings));
  // The form's own findings, by the shared rules; cleared when a save is sent, whose refusal the server then explains.
  const [found, setFound] = useState<Partial<Record<SettingsField, string>>>({});
  const problems = Object.keys(found).length > 0 ? found : serverFieldErrors(fieldErrors);

  const edit = (field: SettingsField) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (saved) dispatch(settingsEdited());
  };
  const field = (
    name: SettingsField,
    label: string,
    props: { type?: 'url' | 'email' | 'textarea'; hint?: string } = {},
  ) => (
    <Field
      id={`setting-${name}`}
      label={label}
      value={draft[name]}
      onChange={edit(name)}
      error={problems[name]}
      {...props}
    />
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseDraft(draft);
    if ('fieldErrors' in parsed) {
      setFound(parsed.fieldErrors);
      // The first field to fix takes the focus, so a keyboard or screen reader user starts there.
      const [first] = Object.keys(parsed.fieldErrors);
      if (first) document.getElementById(`setting-${first}`)?.focus();
      return;
    }
    setFound({});
    dispatch(settingsSaveRequested(parsed.settings));
  }

  const invalid = Object.keys(problems).length > 0;
  return (
    <Form onSubmit={submit} noValidate className="settings-form">
      <div role="status" aria-live="polite">
        {saved && <FormAlert message={m.saved} color="success" />}
      </div>
      <FormAlert message={invalid ? m.invalid : error} />
      <fieldset>
        <legend className="h5">{m.organisationHeading}</legend>
        {field('orgName', m.orgName)}
        {field('orgWebsite', m.orgWebsite, { type: 'url' })}
        {field('supportEmail', m.supportEmail, { type: 'email', hint: m.supportEmailHint })}
      </fieldset>
      <fieldset>
        <legend className="h5">{m.guidesHeading}</legend>
        {field('tutorGuideUrl', m.tutorGuideUrl, { type: 'url' })}
        {field('tutorTrainingUrl', m.tutorTrainingUrl, { type: 'url' })}
        {field('tuteeGuideUrl', m.tuteeGuideUrl, { type: 'url' })}
      </fieldset>
      <fieldset>
        <legend className="h5">{m.listsHeading}</legend>
        {field('schools', m.schools, { type: 'textarea', hint: m.schoolsHint })}
        {field('recordYears', m.recordYears, { hint: m.recordYearsHint })}
      </fieldset>
      <Button color="primary" type="submit" disabled={saving}>
        {m.save}
      </Button>
    </Form>
  );
}
