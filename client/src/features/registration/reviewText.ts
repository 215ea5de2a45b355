import { LANGUAGES, type Translate } from '@tutoring/common';
import { languageName } from '../../i18n/catalogNames';

/** Names of the chosen keys, in the order the form lists them, as one line. */
export function choiceNames(keys: readonly string[], chosen: readonly string[], name: (key: string) => string): string {
  return keys
    .filter((key) => chosen.includes(key))
    .map(name)
    .join(', ');
}

/** The languages ticked, and the Other language while Other is ticked, as one line. */
export function languagesAnswer(
  t: Translate,
  languages: readonly string[],
  otherChecked: boolean,
  other: string,
): string {
  const ticked = choiceNames(
    LANGUAGES.map((language) => language.key),
    languages,
    (key) => languageName(t, key),
  );
  return [ticked, otherChecked ? other : ''].filter(Boolean).join(', ');
}
