import { Alert } from 'reactstrap';

/** A message the user must read: announced by screen readers (role="alert"), shown only when present. */
export function FormAlert({
  message,
  color = 'danger',
}: {
  message: string;
  color?: 'danger' | 'success' | 'warning' | 'info';
}) {
  if (!message) return null;
  return (
    <Alert color={color} role="alert" fade={false}>
      {message}
    </Alert>
  );
}
