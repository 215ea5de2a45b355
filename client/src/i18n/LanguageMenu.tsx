import { LOCALES, isLocaleCode } from '@tutoring/common';
import { useLocale, useT } from './I18nProvider';

/** Every language by its own name. The label adds the English word, so someone who landed in a language they cannot read finds the menu. */
export function LanguageMenu() {
  const t = useT();
  const { locale, choose } = useLocale();
  const label = locale === 'en' ? t('layout.language') : `${t('layout.language')} / Language`;
  return (
    <div className="language-menu">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className="language-menu-icon">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4a13.9 13.9 0 0 1 1.9 4h-3.8A13.9 13.9 0 0 1 12 4ZM4.3 14a8 8 0 0 1 0-4h3.3a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h2.9a15.7 15.7 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6A15.7 15.7 0 0 0 8 8Zm4 12a13.9 13.9 0 0 1-1.9-4h3.8A13.9 13.9 0 0 1 12 20Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6a15.7 15.7 0 0 0 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6Zm1.8-5.6a16.5 16.5 0 0 0 0-4h3.3a8 8 0 0 1 0 4h-3.3Z"
        />
      </svg>
      <label htmlFor="language-menu" className="visually-hidden">
        {label}
      </label>
      <select
        id="language-menu"
        className="form-select form-select-sm"
        value={locale}
        onChange={(event) => {
          if (isLocaleCode(event.target.value)) void choose(event.target.value);
        }}
      >
        {LOCALES.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
