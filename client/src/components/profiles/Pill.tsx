import type { ReactNode } from 'react';
import { isSpecialSubject } from '@tutoring/common';
import { staffSubjectName } from '../../i18n/staffNames';
import { FlagIcon } from './icons';
import { profileMessages } from './profileMessages';

/** A rounded label, e.g. a language, grade or subject. */
export function Pill({ children, special = false }: { children: ReactNode; special?: boolean }) {
  return <span className={`profile-pill${special ? ' special' : ''}`}>{children}</span>;
}

/** A subject by its stored key, flagged when it is special. */
export function SubjectPill({ subjectKey }: { subjectKey: string }) {
  const label = staffSubjectName(subjectKey);
  const special = isSpecialSubject(subjectKey);
  return (
    <Pill special={special}>
      {label}
      {special && <FlagIcon label={profileMessages.specialSubject(label)} className="ms-1" />}
    </Pill>
  );
}

/** Pills as a list; says None when there are none. */
export function PillList({ items }: { items: readonly ReactNode[] }) {
  if (items.length === 0) return <span className="text-secondary">{profileMessages.none}</span>;
  return (
    <ul className="pill-list">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
