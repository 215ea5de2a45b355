import { LoadingMessage } from '../components/LoadingMessage';
import { staffT } from '../i18n/staffText';

// Read when shown, inside <StaffLanguage>: the staff catalogue is not loaded when this module is.
export function StaffPageLoading() {
  return <LoadingMessage text={staffT('common.loading')} />;
}
