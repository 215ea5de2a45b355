import { useEffect } from 'react';
import { Button } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { FormAlert } from '../../components/FormAlert';
import { ProfileSection } from '../../components/profiles/ProfileSection';
import './doNotPairFeature';
import {
  doNotPairListRequested,
  doNotPairRemoveRequested,
  listKey,
  selectDoNotPair,
  type DoNotPairSide,
} from './doNotPairSlice';
import { matchMessages } from './messages';
import { staffMessages } from '../../i18n/staffText';
import './lifecycle.css';

// Read when shown, so the texts come from the staff catalogue loaded by then.
const m = staffMessages(() => matchMessages.doNotPairList);

/** A profile's do-not-pair list: on a tutee the barred tutors, on a tutor the tutees it is barred from; each removable. */
export function DoNotPairList({ side, id }: { side: DoNotPairSide; id: number }) {
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => selectDoNotPair(state).lists[listKey(side, id)]);
  const known = list !== undefined;

  // Read when the profile opens, and again after a change elsewhere dropped the list.
  useEffect(() => {
    if (!known) dispatch(doNotPairListRequested({ side, id }));
  }, [dispatch, side, id, known]);

  return (
    <div className="do-not-pair">
      <ProfileSection title={m.heading} level={3}>
        {!list || (list.status === 'loading' && list.entries.length === 0) ? (
          <p className="mb-0 text-secondary" role="status">
            {m.loading}
          </p>
        ) : list.status === 'failed' ? (
          <FormAlert message={list.error} />
        ) : list.entries.length === 0 ? (
          <p className="mb-0 text-secondary">{m.none}</p>
        ) : (
          <>
            <FormAlert message={list.error} />
            <ul className="do-not-pair-list">
              {list.entries.map((entry) => {
                const name = side === 'tutee' ? entry.tutor_name : entry.tutee_name;
                return (
                  <li key={`${entry.tutee_id}-${entry.tutor_id}`}>
                    <span>
                      <strong>{name}</strong>: {entry.reason}
                    </span>
                    <Button
                      type="button"
                      size="sm"
                      color="secondary"
                      outline
                      aria-label={m.removeLabel(name)}
                      onClick={() =>
                        dispatch(doNotPairRemoveRequested({ side, tuteeId: entry.tutee_id, tutorId: entry.tutor_id }))
                      }
                    >
                      {m.remove}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </ProfileSection>
    </div>
  );
}
