import { FlagIcon, LanguageIcon } from './icons';
import { profileMessages } from './profileMessages';

/** Explains the two icons used in lists and profiles. */
export function FlagLegend() {
  return (
    <ul className="flag-legend" aria-label={profileMessages.legendTitle}>
      <li>
        <FlagIcon className="flag-special" />
        {profileMessages.legendSpecial}
      </li>
      <li>
        <LanguageIcon className="flag-language" />
        {profileMessages.legendLanguage}
      </li>
    </ul>
  );
}
