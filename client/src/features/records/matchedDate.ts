import { isoDateLabel } from '@tutoring/common';

/** The fixed Matched Date: mm.dd.yyyy read from the text starting yyyy-mm-dd, so no time zone shifts it. */
export const matchedDate = isoDateLabel;

/** View All's companions: the Settings page's years, this year and the year chosen, newest first, each once. */
export function yearOptions(configured: readonly number[], currentYear: number, chosen: string): string[] {
  const years = new Set([...configured.map(String), String(currentYear), ...(chosen ? [chosen] : [])]);
  return [...years].sort((a, b) => Number(b) - Number(a));
}
