import { useAppSelector } from '../lib/hooks';
import { useLocale, useT } from './I18nProvider';

/** Said on every public page in a language no native speaker has checked yet (its catalogue's review status). */
export function DraftNote() {
  const t = useT();
  const { review } = useLocale();
  const supportEmail = useAppSelector((state) => state.config.supportEmail);
  if (review.status !== 'draft') return null;
  return (
    <p className="draft-note" role="note">
      {t('layout.draftNote', { supportEmail })}
    </p>
  );
}
