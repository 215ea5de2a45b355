import { LANGUAGES } from '@tutoring/common';

interface Labelled {
  key: string;
  label: string;
}

/** Labels of the chosen keys, in the order the form lists them, as one line. */
export function choiceLabels(choices: readonly Labelled[], keys: readonly string[]): string {
  return choices
    .filter((choice) => keys.includes(choice.key))
    .map((choice) => choice.label)
    .join(', ');
}

/** The languages ticked, and the Other language while Other is ticked, as one line. */
export function languagesAnswer(languages: readonly string[], otherChecked: boolean, other: string): string {
  return [choiceLabels(LANGUAGES, languages), otherChecked ? other : ''].filter(Boolean).join(', ');
}
