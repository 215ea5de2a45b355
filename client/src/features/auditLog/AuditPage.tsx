import { useEffect } from 'react';
import { Button, Container } from 'reactstrap';
import type { AuditEntryDto, AuditFilter } from '@tutoring/common';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { FormAlert } from '../../components/FormAlert';
import { LoadingMessage } from '../../components/LoadingMessage';
import { staffLocale, staffT } from '../../i18n/staffText';
import { accountsRequested, selectStaffAccounts } from '../staffAccounts';
import { AuditFilters } from './AuditFilters';
import './auditLogFeature';
import { AUDIT_PAGE_SIZE, auditRequested, selectAuditLog } from './auditLogSlice';
import { auditMessages as m } from './messages';
import './auditLog.css';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleString(staffLocale(), { dateStyle: 'medium', timeStyle: 'medium' });

function recordOf(entry: AuditEntryDto): string {
  if (entry.account) return m.staffRecord(entry.account);
  return entry.entityId === null ? entry.entity : `${entry.entity} ${entry.entityId}`;
}

const detailsOf = (details: Record<string, unknown>) =>
  Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');

/** The same filter as a query string, for the CSV download (a plain link: the browser saves the file). */
function exportUrl(filter: AuditFilter): string {
  const params = new URLSearchParams();
  if (filter.actor !== undefined) params.set('actor', String(filter.actor));
  for (const key of ['action', 'from', 'to'] as const) {
    const value = filter[key];
    if (value !== undefined) params.set(key, value);
  }
  const query = params.toString();
  return `/api/audit/export.csv${query ? `?${query}` : ''}`;
}

/** /audit (admins): the audit log, newest first, filtered and paged, and downloadable as CSV. */
export default function AuditPage() {
  const dispatch = useAppDispatch();
  const { filter, offset, entries, total, capped, status, error } = useAppSelector(selectAuditLog);
  const staff = useAppSelector(selectStaffAccounts).accounts;
  useEffect(() => {
    dispatch(auditRequested({ filter: {}, offset: 0 }));
    dispatch(accountsRequested());
  }, [dispatch]);

  const go = (next: number) => dispatch(auditRequested({ filter, offset: next }));
  const last = Math.min(offset + entries.length, total);

  return (
    <Container fluid="lg" className="py-4 audit-page">
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
        <h1 className="h3">{m.title}</h1>
        <a className="btn btn-outline-primary btn-sm" href={exportUrl(filter)} download>
          {m.download}
        </a>
      </div>
      <p className="text-secondary">{m.intro}</p>
      <AuditFilters
        initial={filter}
        staff={staff}
        onApply={(next) => dispatch(auditRequested({ filter: next, offset: 0 }))}
      />
      <FormAlert message={error} />
      {status === 'loading' && entries.length === 0 ? (
        <LoadingMessage text={staffT('common.loading')} />
      ) : entries.length === 0 ? (
        <p className="empty-note mt-3">{m.empty}</p>
      ) : (
        <>
          {/* Focusable, so a keyboard can scroll the table sideways on a narrow screen (it holds no control of its own). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1; axe scrollable-region-focusable) */}
          <div className="data-table-scroll mt-3" tabIndex={0} role="region" aria-label={m.tableLabel}>
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
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className="text-nowrap">
                      <time dateTime={entry.createdAt}>{timeOf(entry.createdAt)}</time>
                    </td>
                    <td>{entry.actor ?? m.nobody}</td>
                    <td>{m.actionLabel(entry.action)}</td>
                    <td>{recordOf(entry)}</td>
                    <td className="audit-details">{detailsOf(entry.details)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="d-flex align-items-center gap-3" aria-label={m.pagerLabel}>
            <Button
              size="sm"
              color="dark"
              outline
              disabled={offset === 0 || status === 'loading'}
              onClick={() => go(Math.max(0, offset - AUDIT_PAGE_SIZE))}
            >
              {m.previous}
            </Button>
            <span role="status">{m.range(offset + 1, last, total, capped)}</span>
            <Button
              size="sm"
              color="dark"
              outline
              disabled={offset + entries.length >= total || status === 'loading'}
              onClick={() => go(offset + AUDIT_PAGE_SIZE)}
            >
              {m.next}
            </Button>
          </nav>
        </>
      )}
    </Container>
  );
}
