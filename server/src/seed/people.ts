// Synthetic applicants that look like the real ones: names, schools, grade-appropriate subjects,
// home languages and submission dates spread over several years. Derived from the shared catalogue.
import {
  GRADE_LEVELS,
  LANGUAGE_KEYS,
  SCHOOLS,
  STUDENT_TERMS,
  SUBJECTS,
  TUTOR_CURRENT_GRADE_VALUES,
  TUTOR_TERMS,
  type NewTutee,
  type NewTutor,
  type SubjectGroup,
} from '@tutoring/common';
import type { Random } from './random.js';

const FIRST_NAMES = [
  'Amina',
  'Abdi',
  'Ayaan',
  'Hodan',
  'Mohamed',
  'Fartun',
  'Maria',
  'José',
  'Sofia',
  'Mateo',
  'Valentina',
  'Diego',
  'Mai',
  'Pa Houa',
  'Tou',
  'Yer',
  'Nhia',
  'Linh',
  'Minh',
  'Thao',
  'Wei',
  'Mei',
  'Jun',
  'Xiao',
  'Layla',
  'Omar',
  'Yusuf',
  'Fatima',
  'Noor',
  'Ana',
  'Joshua',
  'Camille',
  'Luc',
  'Emma',
  'Olivia',
  'Liam',
  'Noah',
  'Ava',
  'Ethan',
  'Mia',
  'Lucas',
  'Harper',
  'Ella',
  'Jacob',
  'Grace',
  'Henry',
  'Zoe',
  'Samuel',
  'Chloe',
  'Isaac',
  'Lily',
  'Owen',
  'Nora',
  'Caleb',
  'Ruby',
  'Elijah',
  'Hazel',
  'Wyatt',
  'Aria',
  'Leo',
];
const LAST_NAMES = [
  'Hassan',
  'Ali',
  'Mohamud',
  'Abdullahi',
  'Warsame',
  'Garcia',
  'Hernandez',
  'Lopez',
  'Martinez',
  'Rodriguez',
  'Vang',
  'Xiong',
  'Yang',
  'Lee',
  'Moua',
  'Nguyen',
  'Tran',
  'Pham',
  'Le',
  'Chen',
  'Wang',
  'Li',
  'Zhang',
  'Haddad',
  'Khalil',
  'Saleh',
  'Reyes',
  'Santos',
  'Dubois',
  'Martin',
  'Johnson',
  'Anderson',
  'Olson',
  'Peterson',
  'Larson',
  'Nelson',
  'Schmidt',
  'Miller',
  'Smith',
  'Brown',
  'Wilson',
  'Taylor',
  'Thomas',
  'Moore',
  'Jackson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Walker',
];
const PRONOUNS = ['she/her', 'he/him', 'they/them'];
const TUTEE_SCHOOLS = [
  'Bamber Valley Elementary',
  'Churchill Elementary',
  'Gage Elementary',
  'Jefferson Elementary',
  'Lincoln K-8',
  'Riverside Central Elementary',
  'Sunset Terrace Elementary',
  'Kellogg Middle School',
  'Willow Creek Middle School',
  'John Adams Middle School',
  'Dakota Middle School',
  'Mayo High School',
  'John Marshall High School',
  'Century High School',
  'Homeschool',
];
const OTHER_TUTOR_SCHOOLS = [
  'Rochester Community and Technical College',
  'University of Minnesota Rochester',
  'Winona State University',
];
const NEEDS = [
  'Needs help keeping up with homework and understanding the lessons.',
  'Struggling with tests; would like someone to practise with once or twice a week.',
  'Just moved here and is catching up with what the class covered earlier this year.',
  'Doing fine but wants to get ahead before next semester.',
  'Finds reading assignments hard and loses confidence quickly.',
  'Preparing for an exam in the spring and wants a study plan.',
];
const MISC = [
  null,
  null,
  'Available after 4pm on weekdays.',
  'Prefers weekend sessions.',
  'Has a laptop and can use Zoom or Google Meet.',
];
const OTHER_LANGUAGES = ['Oromo', 'Karen', 'Russian', 'Amharic', 'Nepali'];

// Which subject groups suit which grades: keeps a kindergartner from asking for AP Chemistry.
const GROUPS_BY_BAND: Record<'elementary' | 'middle' | 'high', readonly SubjectGroup[]> = {
  elementary: ['K-5'],
  middle: ['6-8th', 'Math'],
  high: ['Math', 'Science', 'World Languages', 'History', 'AP/Honors', 'Test Prep'],
};

function band(gradeIndex: number): keyof typeof GROUPS_BY_BAND {
  return gradeIndex <= 5 ? 'elementary' : gradeIndex <= 8 ? 'middle' : 'high';
}

function subjectsFor(bands: Iterable<keyof typeof GROUPS_BY_BAND>): string[] {
  const groups = new Set([...bands].flatMap((b) => GROUPS_BY_BAND[b]));
  return SUBJECTS.filter((s) => groups.has(s.group)).map((s) => s.key);
}

function phone(rng: Random): string {
  // 555-01xx numbers are reserved for fiction; E.164, as the application endpoints store numbers.
  return `+150755501${String(rng.int(0, 99)).padStart(2, '0')}`;
}

function email(first: string, last: string, serial: number): string {
  const local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
  return `${local}${serial}@example.org`;
}

function languages(rng: Random, probability: number): string[] {
  if (!rng.chance(probability)) return [];
  return rng.sample(LANGUAGE_KEYS, rng.chance(0.2) ? 2 : 1);
}

export interface Dated<T> {
  row: T;
  submittedAt: Date;
  active: boolean;
}

/** Submission dates from January 2020 to November 2026, rising with the serial number like real sign-ups. */
function submittedAt(rng: Random, serial: number, total: number): Date {
  const start = Date.UTC(2020, 0, 6);
  const end = Date.UTC(2026, 10, 1);
  return new Date(start + ((end - start) * (serial + rng.next())) / Math.max(total, 1));
}

export function syntheticTutee(rng: Random, serial: number, total: number): Dated<NewTutee> {
  const firstName = rng.pick(FIRST_NAMES);
  const lastName = rng.pick(LAST_NAMES);
  const gradeIndex = rng.int(0, GRADE_LEVELS.length - 1);
  const [s1, s2, s3] = rng.sample(subjectsFor([band(gradeIndex)]), 3);
  const isStudent = gradeIndex >= 6 && rng.chance(0.6);
  const contact = email(firstName, lastName, serial);
  return {
    row: {
      // The seed's bulk insert leaves the form language at the column's default, English.
      preferredLanguage: 'en',
      submitter: isStudent ? 'Student' : 'ParentOrGuardian',
      firstName,
      lastName,
      pronouns: rng.chance(0.3) ? rng.pick(PRONOUNS) : null,
      emailGuardian: isStudent ? null : contact,
      emailStudent: isStudent ? contact : null,
      phone: phone(rng),
      grade: GRADE_LEVELS[gradeIndex]?.key ?? '1st',
      school: rng.pick(TUTEE_SCHOOLS),
      subjects: [s1 ?? 'K5_Math', s2 ?? 'K5_Reading', s3 ?? 'K5_Science'],
      subjectDetails: rng.pick(NEEDS),
      miscInfo: rng.pick(MISC),
      languages: languages(rng, 0.35),
      languageOther: rng.chance(0.03) ? rng.pick(OTHER_LANGUAGES) : null,
      // Not drawn from rng, so every seeded person stays as before; the bulk insert leaves it unanswered anyway.
      availability: [],
      termsVersion: STUDENT_TERMS.version,
      termsVersionStated: true,
    },
    submittedAt: submittedAt(rng, serial, total),
    active: rng.chance(0.92),
  };
}

export function syntheticTutor(rng: Random, serial: number, total: number): Dated<NewTutor> {
  const firstName = rng.pick(FIRST_NAMES);
  const lastName = rng.pick(LAST_NAMES);
  // A contiguous run of grades, as volunteers usually offer ("grades 3 to 6").
  const lowest = rng.int(0, GRADE_LEVELS.length - 1);
  const highest = Math.min(GRADE_LEVELS.length - 1, lowest + rng.int(1, 5));
  const gradeIndexes = Array.from({ length: highest - lowest + 1 }, (_, i) => lowest + i);
  const offered = subjectsFor(new Set(gradeIndexes.map(band)));
  return {
    row: {
      preferredLanguage: 'en',
      firstName,
      lastName,
      email: email(firstName, lastName, serial),
      pronouns: rng.chance(0.3) ? rng.pick(PRONOUNS) : null,
      phone: phone(rng),
      grade: rng.pick(TUTOR_CURRENT_GRADE_VALUES),
      school: rng.chance(0.9) ? rng.pick(SCHOOLS) : rng.pick(OTHER_TUTOR_SCHOOLS),
      miscInfo: rng.pick(MISC),
      gradeLevels: gradeIndexes.map((i) => GRADE_LEVELS[i]?.key ?? '1st'),
      subjects: rng.sample(offered, rng.int(2, Math.min(8, offered.length))),
      languages: languages(rng, 0.25),
      languageOther: rng.chance(0.02) ? rng.pick(OTHER_LANGUAGES) : null,
      availability: [],
      termsVersion: TUTOR_TERMS.version,
      termsVersionStated: true,
    },
    submittedAt: submittedAt(rng, serial, total),
    active: rng.chance(0.9),
  };
}
