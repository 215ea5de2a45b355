/**
 * The public catalogues' keys that name the items of the catalogue's lists: subjects, their groups, grades and
 * languages. Each language writes them once, in its public catalogue; the staff screens read them from there too
 * (client/scripts/compiledCatalogues.ts adds them to each staff catalogue), so a staff language needs no copy.
 */
export const VOCABULARY_PREFIXES = ['subject.', 'subjectGroup.', 'grade.', 'language.'] as const;

export function isVocabularyKey(key: string): boolean {
  return VOCABULARY_PREFIXES.some((prefix) => key.startsWith(prefix));
}
