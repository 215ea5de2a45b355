// The one place that names subjects, grades, languages and schools.
// Client forms, admin pills, API payload flags and database keys are all derived from these lists.

export type SubjectGroup =
  'K-5' | '6-8th' | 'Math' | 'Science' | 'World Languages' | 'History' | 'AP/Honors' | 'Test Prep';

export interface Subject {
  /** numeric code used by the student form (1..41) */
  code: number;
  /** stored key (server side; fixed, docs/compatibility.md) */
  key: SubjectKey;
  label: string;
  group: SubjectGroup;
  /** boolean name in the "tutor as sent on submit" payload */
  tutorFlag: string;
  /** Subjects from Precalculus/Trigonometry onward are flagged as special. */
  special: boolean;
}

type SubjectRow = [key: string, label: string, group: SubjectGroup, tutorFlag: string];

const SUBJECT_ROWS = [
  ['K5_Math', 'K-5 Math', 'K-5', 'K5Math'],
  ['K5_Reading', 'K-5 Reading', 'K-5', 'K5Reading'],
  ['K5_English_Writing', 'K-5 English/Writing', 'K-5', 'K5EnglishWriting'],
  // Labelled by meaning: the old product swapped these two labels against their keys.
  ['K5_Science', 'K-5 Science', 'K-5', 'K5Science'],
  ['K5_social_studies', 'K-5 Social Studies', 'K-5', 'K5SocialStudies'],
  ['6th_to_8th_language_arts', '6-8th Language Arts', '6-8th', 'SixToEightLanguageArts'],
  ['6th_to_8th_science', '6-8th Science', '6-8th', 'SixToEightScience'],
  ['6th_to_8th_social_studies', '6-8th Social Studies', '6-8th', 'SixToEightSocialStudies'],
  ['math_pre_algebra', 'Pre-Algebra', 'Math', 'MathPreAlgebra'],
  ['math_alg1_linear_alg', 'Algebra I/Linear Algebra', 'Math', 'MathLinearAlgebra'],
  ['math_alg2', 'Algebra II', 'Math', 'MathAlgebraII'],
  ['math_geom', 'Geometry', 'Math', 'MathGeometry'],
  ['math_precalc_trig', 'Precalculus/Trigonometry', 'Math', 'MathPrecalculusTrigonometry'],
  ['sci_bio_life', 'Biology/Life Sciences', 'Science', 'BiologyLifeSciences'],
  ['sci_chem', 'Chemistry', 'Science', 'ScienceChemistry'],
  ['sci_physics', 'Physics', 'Science', 'SciencePhysics'],
  ['sci_comp_sci', 'Computer Science', 'Science', 'ComputerScience'],
  ['lang_chinese', 'Chinese', 'World Languages', 'LanguageChinese'],
  ['lang_german', 'German', 'World Languages', 'LanguageGerman'],
  ['lang_spanish', 'Spanish', 'World Languages', 'LanguageSpanish'],
  ['lang_french', 'French', 'World Languages', 'LanguageFrench'],
  ['hist_world', 'World History', 'History', 'WorldHistory'],
  ['hist_us', 'U.S. History', 'History', 'USHistory'],
  ['ap_bio', 'AP/Honors Biology', 'AP/Honors', 'APHonorsBiology'],
  ['ap_chem', 'AP/Honors Chemistry', 'AP/Honors', 'APHonorsChemistry'],
  ['ap_physics', 'AP/Honors Physics', 'AP/Honors', 'APHonorsPhysics'],
  ['ap_calc_AB', 'AP/Honors Calculus AB', 'AP/Honors', 'APHonorsCalculusAB'],
  ['ap_calc_BC', 'AP/Honors Calculus BC', 'AP/Honors', 'APHonorsCalculusBC'],
  ['ap_stats', 'AP/Honors Statistics', 'AP/Honors', 'APHonorsStatistics'],
  ['ap_comp_sci', 'AP/Honors Computer Science', 'AP/Honors', 'APHonorsComputerScience'],
  ['ap_english_lit_comp', 'AP/Honors English Literature', 'AP/Honors', 'APHonorsEnglishLiterature'],
  ['ap_lang_comp', 'AP/Honors English Language', 'AP/Honors', 'APHonorsEnglishLanguage'],
  ['ap_macro_econ', 'AP/Honors Macroeconomics', 'AP/Honors', 'APHonorsMacroeconomics'],
  ['ap_micro_econ', 'AP/Honors Microeconomics', 'AP/Honors', 'APHonorsMicroeconomics'],
  ['ap_psyc', 'AP/Honors Psychology', 'AP/Honors', 'APHonorsPsychology'],
  ['ap_hist_us', 'AP/Honors US History', 'AP/Honors', 'APHonorsUSHistory'],
  ['ap_gov_politics_us', 'AP/Honors Government and Politics', 'AP/Honors', 'APHonorsGovernmentPolitics'],
  ['ap_human_geog', 'AP/Honors Human Geography', 'AP/Honors', 'APHonorsHumanGeography'],
  ['sat_subject_tests', 'SAT Subject Tests', 'Test Prep', 'SATSubjectTests'],
  ['sat_prep', 'SAT Prep', 'Test Prep', 'SATPrep'],
  ['act_prep', 'ACT Prep', 'Test Prep', 'ACTPrep'],
] as const satisfies readonly SubjectRow[];

export type SubjectKey = (typeof SUBJECT_ROWS)[number][0];

const FIRST_SPECIAL_CODE = 13; // Precalculus/Trigonometry

export const SUBJECTS: readonly Subject[] = SUBJECT_ROWS.map(([key, label, group, tutorFlag], index) => ({
  code: index + 1,
  key,
  label,
  group,
  tutorFlag,
  special: index + 1 >= FIRST_SPECIAL_CODE,
}));

export const SUBJECT_KEYS = SUBJECTS.map((s) => s.key) as [SubjectKey, ...SubjectKey[]];
export const SPECIAL_SUBJECT_KEYS = SUBJECTS.filter((s) => s.special).map((s) => s.key);

const subjectsByKey = new Map<string, Subject>(SUBJECTS.map((s) => [s.key, s]));
const subjectsByCode = new Map(SUBJECTS.map((s) => [s.code, s]));

export function subjectByKey(key: string): Subject | undefined {
  return subjectsByKey.get(key);
}
export function subjectByCode(code: number): Subject | undefined {
  return subjectsByCode.get(code);
}
export function isSpecialSubject(key: string | null | undefined): boolean {
  return key ? subjectsByKey.get(key)?.special === true : false;
}
export function subjectLabel(key: string | null | undefined): string {
  return key ? (subjectsByKey.get(key)?.label ?? key) : '';
}

/** Flag name in a tutor record from the server, e.g. tutor_k5_math, tutor_ap_calc_ab. */
export type TutorSubjectRecordFlag = `tutor_${Lowercase<SubjectKey>}`;

export function tutorSubjectRecordFlag(key: SubjectKey): TutorSubjectRecordFlag {
  return `tutor_${key.toLowerCase() as Lowercase<SubjectKey>}`;
}

/** The tutor form's 42nd subject box: "Other", not part of the matching catalogue. */
export const TUTOR_OTHER_SUBJECT = {
  key: 'other',
  label: 'Other',
  tutorFlag: 'Other',
  recordFlag: 'tutor_other',
} as const;

export const SUBJECT_GROUPS: readonly SubjectGroup[] = [
  'K-5',
  '6-8th',
  'Math',
  'Science',
  'World Languages',
  'History',
  'AP/Honors',
  'Test Prep',
];

type GradeNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
export type GradeRecordFlag = 'mentor_prek_kindergarten' | `mentor_grade_${GradeNumber}`;

export interface GradeLevel {
  key: string;
  label: string;
  /** boolean name in the "tutor as sent on submit" payload */
  tutorFlag: string;
  /** boolean name in a tutor record from the server */
  recordFlag: GradeRecordFlag;
}

const ORDINAL_WORDS = [
  'First',
  'Second',
  'Third',
  'Fourth',
  'Fifth',
  'Sixth',
  'Seventh',
  'Eighth',
  'Ninth',
  'Tenth',
  'Eleventh',
  'Twelfth',
];

function ordinal(n: number): string {
  const suffix = n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/** Tutee grades and the 13 grade levels a tutor can teach share one list of keys. */
export const GRADE_LEVELS: readonly GradeLevel[] = [
  { key: 'prek_kindergarten', label: 'Pre-K/Kindergarten', tutorFlag: 'PreK', recordFlag: 'mentor_prek_kindergarten' },
  ...ORDINAL_WORDS.map((word, index) => ({
    key: ordinal(index + 1),
    label: ordinal(index + 1),
    tutorFlag: `${word}Grade`,
    recordFlag: `mentor_grade_${(index + 1) as GradeNumber}` as const,
  })),
];
export const GRADE_KEYS = GRADE_LEVELS.map((g) => g.key) as [string, ...string[]];

export function gradeLabel(key: string | null | undefined): string {
  return GRADE_LEVELS.find((g) => g.key === key)?.label ?? key ?? '';
}

export interface TutorCurrentGrade {
  value: string;
  /** what the tutor form offers */
  label: string;
}

export const TUTOR_CURRENT_GRADES: readonly TutorCurrentGrade[] = [
  { value: 'Freshman', label: '9th' },
  { value: 'Sophomore', label: '10th' },
  { value: 'Junior', label: '11th' },
  { value: 'Senior', label: '12th' },
  { value: 'College', label: "I'm in College" },
];
export const TUTOR_CURRENT_GRADE_VALUES = TUTOR_CURRENT_GRADES.map((g) => g.value) as [string, ...string[]];

/** How staff screens show a tutor's current grade: the old product's "In College" reads as College. */
export function tutorGradeLabel(value: string | null | undefined): string {
  if (!value) return '';
  return value === 'In College' ? 'College' : value;
}

export interface Language {
  key: LanguageKey;
  label: string;
  /** boolean name in both submit payloads */
  flag: string;
}

const LANGUAGE_LABELS = ['Spanish', 'Somali', 'Arabic', 'Chinese', 'Tagalog', 'French', 'Vietnamese', 'Hmong'] as const;
export type LanguageKey = Lowercase<(typeof LANGUAGE_LABELS)[number]>;

/** In the order the registration forms list them. */
export const LANGUAGES: readonly Language[] = LANGUAGE_LABELS.map((label) => ({
  key: label.toLowerCase() as LanguageKey,
  label,
  flag: label,
}));
export const LANGUAGE_KEYS = LANGUAGES.map((l) => l.key) as [LanguageKey, ...LanguageKey[]];

export const SCHOOLS: readonly string[] = [
  'Mayo High School',
  'John Marshall High School',
  'Century High School',
  'Lourdes High School',
  'Byron High School',
  'Dover-Eyota High School',
  'Stewartville High School',
];
export const OTHER_SCHOOL = 'Other';

export const SUBMITTERS = ['Student', 'ParentOrGuardian'] as const;
export type Submitter = (typeof SUBMITTERS)[number];

/** In the original records, "student" or "Student" means the registrant is the student. */
export function isStudentSubmitter(value: string | null | undefined): boolean {
  return value?.toLowerCase() === 'student';
}
