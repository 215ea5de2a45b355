import { useId } from 'react';
import { TUTEE_CANDIDATE_FILTERS, TUTEE_LIST_SORTS } from '@tutoring/common';
import { Button, Input, Label } from 'reactstrap';
import { staffGradeName, staffSubjectName } from '../../i18n/staffNames';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { tuteesMessages as m } from './messages';
import { selectTutees, tuteesActions } from './tuteesSlice';

/** The Pending Tutees list's order and triage filters, and the overview link's subject-and-grade filter. */
export function TriageControls() {
  const dispatch = useAppDispatch();
  const options = useAppSelector((state) => selectTutees(state).options);
  const id = useId();
  const change = (key: string, value: string) => dispatch(tuteesActions.optionsChanged({ [key]: value }));
  return (
    <>
      <div className="triage-control">
        <Label for={`${id}-sort`} className="mb-0">
          {m.sortLabel}
        </Label>
        <Input
          id={`${id}-sort`}
          type="select"
          bsSize="sm"
          value={options.sort ?? 'longest_waiting'}
          onChange={(event) => change('sort', event.target.value === 'longest_waiting' ? '' : event.target.value)}
        >
          {TUTEE_LIST_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {m.sorts[sort]}
            </option>
          ))}
        </Input>
      </div>
      <div className="triage-control">
        <Label for={`${id}-filter`} className="mb-0">
          {m.filterLabel}
        </Label>
        <Input
          id={`${id}-filter`}
          type="select"
          bsSize="sm"
          value={options.candidates ?? ''}
          onChange={(event) => change('candidates', event.target.value)}
        >
          <option value="">{m.filters.all}</option>
          {TUTEE_CANDIDATE_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {m.filters[filter]}
            </option>
          ))}
        </Input>
      </div>
      {options.subject && options.grade && (
        <p className="triage-gap mb-0">
          <strong>{m.gapFilter(staffSubjectName(options.subject), staffGradeName(options.grade))}</strong>{' '}
          <Button
            color="link"
            size="sm"
            className="p-0 align-baseline"
            onClick={() => dispatch(tuteesActions.optionsChanged({ subject: undefined, grade: undefined }))}
          >
            {m.clearGapFilter}
          </Button>
        </p>
      )}
    </>
  );
}
