function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** MM.DD.YYYY in local time; empty for a missing or unreadable date. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getMonth() + 1)}.${pad(date.getDate())}.${date.getFullYear()}`;
}

/** "N pending tutee(s)" in plain English: singular for one. */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
