import type { ReactNode } from 'react';
import { localeOf } from '@tutoring/common';
import { LoadingMessage } from '../components/LoadingMessage';
import { useLocale } from './I18nProvider';
import { useStaffText } from './staffText';

/**
 * A staff screen: shown once the staff catalogue is loaded, in its language (English until another staff language
 * is added), and marked with that language so screen readers read it right whatever the visitor chose.
 */
export function StaffLanguage({ children }: { children: ReactNode }) {
  const staffLocale = useStaffText(useLocale().locale);
  if (!staffLocale) return <LoadingMessage text="" />;
  return (
    <div lang={staffLocale} dir={localeOf(staffLocale).dir}>
      {children}
    </div>
  );
}
