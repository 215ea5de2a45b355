import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isLocaleCode } from '@tutoring/common';
import { useLocale } from '../../i18n/I18nProvider';

/**
 * A link's page opens in the language of its ?lang=; a link whose ?lang= was lost opens, once, in the recipient's
 * language as the server holds it (`language`, null until known). The language menu decides after that.
 */
export function useLinkLanguage(language: string | null): void {
  const [params] = useSearchParams();
  const linkLanguage = params.get('lang');
  const { locale, choose } = useLocale();
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current || linkLanguage !== null || !isLocaleCode(language)) return;
    adopted.current = true;
    if (language !== locale) void choose(language);
  }, [linkLanguage, language, locale, choose]);
}
