import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Button, Container } from 'reactstrap';
import { formatDate, STAFF_ROLES, type StaffAccountDto } from '@tutoring/common';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { FormAlert } from '../../components/FormAlert';
import { LoadingMessage } from '../../components/LoadingMessage';
import { staffT } from '../../i18n/staffText';
import { CreateAccountForm } from './CreateAccountForm';
import { staffAccountMessages as m } from './messages';
import { OneTimePasswordNotice } from './OneTimePasswordNotice';
import { ConfirmAccountModal } from './ConfirmAccountModal';
import './staffAccountsFeature';
import {
  accountChangeRequested,
  accountCreateRequested,
  accountSaveFailed,
  accountsRequested,
  issuedPasswordDismissed,
  secondFactorRemoveRequested,
  selectStaffAccounts,
} from './staffAccountsSlice';
import './staffAccounts.css';

/** /staff (admins): every staff account, a form to add one, and per account its role, password and status. */
export default function StaffPage() {
  const dispatch = useAppDispatch();
  const { accounts, status, error, notice, saving, issued } = useAppSelector(selectStaffAccounts);
  const me = useAppSelector((state) => state.auth.user);
  // The account whose password reset or second-factor removal waits for the admin's confirmation.
  const [confirming, setConfirming] = useState<{ account: StaffAccountDto; action: 'reset' | 'secondFactor' } | null>(
    null,
  );
  useEffect(() => {
    dispatch(accountsRequested());
    // A one-time password is shown once: leaving the page forgets it.
    return () => {
      dispatch(issuedPasswordDismissed());
    };
  }, [dispatch]);

  const change = (account: StaffAccountDto, body: Parameters<typeof accountChangeRequested>[0]['change']) =>
    dispatch(accountChangeRequested({ id: account.id, change: body }));

  return (
    <Container fluid="lg" className="py-4 staff-page">
      <h1 className="h3">{m.title}</h1>
      <p className="text-secondary">{m.intro}</p>
      <div role="status" aria-live="polite">
        {notice && <FormAlert message={notice} color="success" />}
      </div>
      <FormAlert message={error} />
      {issued && <OneTimePasswordNotice issued={issued} onDone={() => dispatch(issuedPasswordDismissed())} />}
      <CreateAccountForm
        saving={saving}
        onCreate={(input) => dispatch(accountCreateRequested(input))}
        onEmpty={() => dispatch(accountSaveFailed(m.createEmpty))}
      />

      <h2 className="h5 mt-4">{m.listHeading}</h2>
      {status === 'loading' && accounts.length === 0 ? (
        <LoadingMessage text={staffT('common.loading')} />
      ) : (
        <div className="data-table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                {Object.values(m.columns).map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {accounts.map((account) => {
                const otherRole = STAFF_ROLES.find((r) => r !== account.role) ?? account.role;
                return (
                  <tr key={account.id} className={account.active ? undefined : 'text-secondary'}>
                    <th scope="row">
                      {account.username}{' '}
                      {account.id === me?.id && <span className="fw-normal text-secondary">{m.you}</span>}
                    </th>
                    <td>{m.roleName(account.role)}</td>
                    <td>{formatDate(account.createdAt)}</td>
                    <td>{account.lastSignedInAt ? formatDate(account.lastSignedInAt) : m.never}</td>
                    <td>
                      <Badge color={account.active ? 'success' : 'secondary'} className="me-1">
                        {account.active ? m.active : m.deactivated}
                      </Badge>
                      {account.mustChangePassword && (
                        <Badge color="warning" className="text-dark me-1">
                          {m.mustChange}
                        </Badge>
                      )}
                      {account.hasSecondFactor && (
                        <Badge color="info" className="text-dark">
                          {m.twoStep}
                        </Badge>
                      )}
                    </td>
                    <td>
                      {/* The flex row lives inside the cell: a flex <td> stops being a table cell and loses the row's borders. */}
                      <div className="staff-actions">
                        <Button
                          size="sm"
                          color="dark"
                          outline
                          disabled={saving}
                          onClick={() => change(account, { role: otherRole })}
                          aria-label={`${m.makeRole(otherRole)}: ${account.username}`}
                        >
                          {m.makeRole(otherRole)}
                        </Button>
                        {account.id === me?.id ? (
                          // One's own password changes with the current one, at /account (the server refuses a reset).
                          <Link to="/account" className="btn btn-sm btn-outline-dark">
                            {m.changeOwnPassword}
                          </Link>
                        ) : (
                          <Button
                            size="sm"
                            color="dark"
                            outline
                            disabled={saving}
                            onClick={() => setConfirming({ account, action: 'reset' })}
                            aria-label={`${m.resetPassword}: ${account.username}`}
                          >
                            {m.resetPassword}
                          </Button>
                        )}
                        {account.hasSecondFactor && account.id !== me?.id && (
                          <Button
                            size="sm"
                            color="dark"
                            outline
                            disabled={saving}
                            onClick={() => setConfirming({ account, action: 'secondFactor' })}
                            aria-label={`${m.removeSecondFactor}: ${account.username}`}
                          >
                            {m.removeSecondFactor}
                          </Button>
                        )}
                        <Button
                          size="sm"
                          color={account.active ? 'danger' : 'success'}
                          disabled={saving}
                          onClick={() => change(account, { active: !account.active })}
                          aria-label={`${account.active ? m.deactivate : m.reactivate}: ${account.username}`}
                        >
                          {account.active ? m.deactivate : m.reactivate}
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmAccountModal
        open={confirming !== null}
        title={
          confirming?.action === 'secondFactor'
            ? m.removeSecondFactorTitle(confirming.account.username)
            : m.resetTitle(confirming?.account.username ?? '')
        }
        prompt={confirming?.action === 'secondFactor' ? m.removeSecondFactorPrompt : m.resetPrompt}
        confirmLabel={confirming?.action === 'secondFactor' ? m.removeSecondFactorConfirm : m.resetConfirm}
        saving={saving}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming?.action === 'reset') change(confirming.account, { resetPassword: true });
          if (confirming?.action === 'secondFactor') dispatch(secondFactorRemoveRequested(confirming.account));
          setConfirming(null);
        }}
      />
    </Container>
  );
}
