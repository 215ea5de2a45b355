import type { ReactNode } from 'react';

export type HeadingLevel = 2 | 3 | 4;

/** A titled block of a profile. */
export function ProfileSection({
  title,
  level,
  children,
}: {
  title: string;
  level: HeadingLevel;
  children: ReactNode;
}) {
  const Heading = `h${level}` as const;
  return (
    <section className="profile-section">
      <Heading className="profile-section-title">{title}</Heading>
      {children}
    </section>
  );
}

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label and value pairs, side by side or (stacked) label above value; empty values are left out. */
export function FactList({ facts, stacked = false }: { facts: readonly Fact[]; stacked?: boolean }) {
  return (
    <dl className={`fact-list${stacked ? ' stacked' : ''}`}>
      {facts
        .filter((fact) => fact.value !== null && fact.value !== undefined && fact.value !== '')
        .map((fact) => (
          <div key={fact.label} className="fact">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Free text someone wrote, shown as a quote; nothing when empty. */
export function Quote({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return <blockquote className="profile-quote">{text}</blockquote>;
}

/** A mailto link, or null (so the fact is left out) when there is no address. */
export function emailLink(address: string | null | undefined) {
  return address ? <a href={`mailto:${address}`}>{address}</a> : null;
}

/** "Ana Lee (she/her)": pronouns in brackets when given. */
export function fullName(first: string, last: string, pronouns: string | null): string {
  const name = `${first} ${last}`;
  return pronouns ? `${name} (${pronouns})` : name;
}
