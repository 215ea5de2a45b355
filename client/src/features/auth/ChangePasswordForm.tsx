import { useEffect, useState, type FormEvent } from 'react';
import { Button, Card, CardBody, Form, FormGroup, FormText, Input, Label } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { FormAlert } from '../../components/FormAlert';
import { passwordChangeFailed, passwordChangeRequested, passwordChangeReset } from './authSlice';
import { authMessages as m } from './messages';

// Texts are named, not read, here: this module loads with the public pages, before the staff catalogue does.
const FIELDS = [
  { name: 'currentPassword', label: 'currentPassword', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'newPassword', autoComplete: 'new-password', hint: 'newPasswordHint' },
  { name: 'repeatPassword', label: 'repeatPassword', autoComplete: 'new-password' },
] as const;

type Field = (typeof FIELDS)[number]['name'];

/**
 * The own-password form: on /account, and in place of every staff page while the password is a one-time one
 * (`forced`), which then gives way to the page the staff member asked for.
 */
export function ChangePasswordForm({ forced = false }: { forced?: boolean }) {
  const dispatch = useAppDispatch();
  const { pending, error, done } = useAppSelector((state) => state.auth.passwordChange);
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: '',
    newPassword: '',
    repeatPassword: '',
  });
  useEffect(() => {
    dispatch(passwordChangeReset());
  }, [dispatch]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (FIELDS.some(({ name }) => !values[name])) dispatch(passwordChangeFailed(m.changePasswordEmpty));
    else if (values.newPassword !== values.repeatPassword) dispatch(passwordChangeFailed(m.passwordsDiffer));
    else {
      dispatch(passwordChangeRequested({ currentPassword: values.currentPassword, newPassword: values.newPassword }));
      setValues({ currentPassword: '', newPassword: '', repeatPassword: '' });
    }
  }

  return (
    <div className="auth-page">
      <Card className="auth-card shadow-sm">
        <CardBody className="p-4 p-md-5">
          <h1 className="h3 mb-2">{forced ? m.changePasswordForcedTitle : m.changePasswordTitle}</h1>
          <p className="text-secondary mb-4">{forced ? m.changePasswordForcedPrompt : m.changePasswordPrompt}</p>
          <FormAlert message={error} />
          <FormAlert message={done ? m.passwordChangedNotice : ''} color="success" />
          <Form onSubmit={submit} noValidate>
            {FIELDS.map((field) => (
              <FormGroup key={field.name}>
                <Label for={field.name}>{m[field.label]}</Label>
                <Input
                  id={field.name}
                  name={field.name}
                  type="password"
                  autoComplete={field.autoComplete}
                  required
                  value={values[field.name]}
                  onChange={(e) => setValues({ ...values, [field.name]: e.target.value })}
                  aria-describedby={'hint' in field ? `${field.name}-hint` : undefined}
                />
                {'hint' in field && <FormText id={`${field.name}-hint`}>{m[field.hint]}</FormText>}
              </FormGroup>
            ))}
            <Button color="primary" type="submit" className="w-100 mt-2" disabled={pending}>
              {m.changePassword}
            </Button>
          </Form>
        </CardBody>
      </Card>
    </div>
  );
}
