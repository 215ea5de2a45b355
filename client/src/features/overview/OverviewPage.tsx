import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Container } from 'reactstrap';
import { schoolYearLabel, type ProgrammeOverview } from '@tutoring/common';
import { staffGradeName, staffSubjectName } from '../../i18n/staffNames';
import { staffLocale } from '../../i18n/staffText';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { FormAlert } from '../../components/FormAlert';
import { LoadingMessage } from '../../components/LoadingMessage';
import { AttentionSummary } from '../attention';
import { overviewMessages as m } from './messages';
import './overviewFeature';
import { overviewRequested, selectOverview } from './overviewSlice';
import './overview.css';

const NUMBER_COLUMNS = ['waiting', 'available', 'shortfall'] as const;

// Enough rows to see where recruiting matters; the rest on request.
const GAP_ROWS_SHOWN = 12;

interface Stat {
  label: string;
  value: string;
}

const count = (n: number) => n.toLocaleString(staffLocale());

function statGroups(o: ProgrammeOverview): { heading: string; stats: Stat[] }[] {
  return [
    {
      heading: m.pendingHeading,
      stats: [
        { label: m.pendingTutees, value: count(o.pending.tutees) },
        { label: m.pendingTutors, value: count(o.pending.tutors) },
      ],
    },
    {
      heading: m.matchesHeading,
      stats: [
        { label: m.currentMatches, value: count(o.matches.current) },
        { label: m.startedThisYear, value: count(o.matches.startedThisYear) },
        { label: m.endedThisYear, value: count(o.matches.endedThisYear) },
      ],
    },
    {
      heading: m.waitHeading,
      stats: [
        { label: m.medianWait, value: m.days(o.wait.medianDays) },
        { label: m.longestWait, value: m.days(o.wait.longestDays) },
      ],
    },
    {
      heading: m.followUpHeading,
      stats: [
        { label: m.metShare, value: m.share(o.followUp.metShare) },
        { label: m.noContactShare, value: m.share(o.followUp.noContactShare) },
        { label: m.medianDaysToContact, value: m.days(o.followUp.medianDaysToContact) },
        { label: m.averageRating(o.followUp.ratings), value: m.rating(o.followUp.averageRating) },
      ],
    },
  ];
}

function SupplyGap({ rows }: { rows: ProgrammeOverview['supplyGap'] }) {
  const [all, setAll] = useState(false);
  if (rows.length === 0) return <p className="empty-note">{m.gapEmpty}</p>;
  const shown = all ? rows : rows.slice(0, GAP_ROWS_SHOWN);
  return (
    <>
      <table className="table supply-gap">
        <thead>
          <tr>
            <th scope="col">{m.columns.subject}</th>
            <th scope="col">{m.columns.grade}</th>
            {NUMBER_COLUMNS.map((column) => (
              <th key={column} scope="col" className="num">
                <span className="wide-label">{m.columns[column]}</span>
                <span className="narrow-label">{m.shortColumns[column]}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={`${row.subject}/${row.grade}`}>
              <th scope="row">{staffSubjectName(row.subject)}</th>
              <td>{staffGradeName(row.grade)}</td>
              <td className="num">
                {/* The tutees this row counts: the Pending Tutees list filtered to its first subject and grade. */}
                <Link
                  to={`/admin?${new URLSearchParams({ subject: row.subject, grade: row.grade }).toString()}`}
                  aria-label={m.gapLink(row.waitingTutees, staffSubjectName(row.subject), staffGradeName(row.grade))}
                >
                  {count(row.waitingTutees)}
                </Link>
              </td>
              <td className="num">{count(row.availableTutors)}</td>
              <td className="num">{count(Math.max(0, row.waitingTutees - row.availableTutors))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > GAP_ROWS_SHOWN && (
        <Button type="button" color="primary" outline size="sm" onClick={() => setAll(!all)}>
          {all ? m.showFewer : m.showAll(rows.length)}
        </Button>
      )}
    </>
  );
}

/** /overview: the programme at a glance, and where tutors are missing. Counts only, no person's data. */
export default function OverviewPage() {
  const dispatch = useAppDispatch();
  const { data, status, error } = useAppSelector(selectOverview);

  useEffect(() => {
    dispatch(overviewRequested());
  }, [dispatch]);

  return (
    <Container className="overview-page py-4">
      <h1 className="h2 mb-1">{m.title}</h1>
      {data && <p className="text-secondary">{m.schoolYear(schoolYearLabel(data.schoolYearStart))}</p>}
      <AttentionSummary />
      {status === 'failed' && (
        <div className="d-flex align-items-start gap-2">
          <FormAlert message={error || m.loadFailed} />
          <Button type="button" color="primary" outline onClick={() => dispatch(overviewRequested())}>
            {m.retry}
          </Button>
        </div>
      )}
      {!data && status !== 'failed' && <LoadingMessage text={m.loading} />}
      {data && (
        <>
          <div className="overview-groups">
            {statGroups(data).map((group, index) => (
              <section key={group.heading} className="overview-group" aria-labelledby={`overview-group-${index}`}>
                <h2 id={`overview-group-${index}`} className="h6">
                  {group.heading}
                </h2>
                <dl>
                  {group.stats.map((stat) => (
                    <div key={stat.label} className="overview-stat">
                      <dt>{stat.label}</dt>
                      <dd>{stat.value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
          </div>
          <section aria-labelledby="supply-gap-heading" className="mt-4">
            <h2 id="supply-gap-heading" className="h4">
              {m.gapHeading}
            </h2>
            <p className="text-secondary">{m.gapIntro}</p>
            <SupplyGap rows={data.supplyGap} />
          </section>
        </>
      )}
    </Container>
  );
}
