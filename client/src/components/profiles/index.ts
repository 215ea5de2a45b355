import './profiles.css';

export { ApplicantBadges } from './ApplicantBadges';
export { ExpandableCard, ListHeader, type ListColumn } from './ExpandableCard';
export { FlagLegend } from './FlagLegend';
export { LanguageFlag, SpecialFlag, TuteeFlags, TutorFlags } from './FlagIcons';
export { PillList, SubjectPill } from './Pill';
export { TuteeProfile } from './TuteeProfile';
export { TutorProfile } from './TutorProfile';
