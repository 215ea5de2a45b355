import './profiles.css';

export { ApplicantBadges } from './ApplicantBadges';
export { ExpandableCard, ListHeader, type ExpandableCardProps, type ListColumn } from './ExpandableCard';
export { FlagLegend } from './FlagLegend';
export { LanguageFlag, SpecialFlag, TuteeFlags, TutorFlags } from './FlagIcons';
export { FlagIcon, LanguageIcon } from './icons';
export { Pill, PillList, SubjectPill } from './Pill';
export { profileMessages } from './profileMessages';
export { TuteeProfile, type TuteeProfileProps } from './TuteeProfile';
export { TutorProfile, type TutorProfileProps } from './TutorProfile';
