import { loadStaffText } from '../i18n/staffText';

// Client unit tests read staff texts as a staff screen does: with the English staff catalogue loaded.
await loadStaffText('en');
