-- Migration 0002: guardian consent (GUARDIAN_CONSENT_BELOW_GRADE). A student who applies alone below that grade
-- names a guardian, who is emailed a 'guardian_consent' link; until the guardian agrees the tutee cannot be matched.
ALTER TABLE tutees ADD COLUMN IF NOT EXISTS guardian_consent_asked_at timestamptz;
ALTER TABLE tutees ADD COLUMN IF NOT EXISTS guardian_consented_at timestamptz;
