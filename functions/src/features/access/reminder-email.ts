import type { EmailContent } from '../mail/render-email.js';
import { formatEmailDate } from '../invitations/email-date.js';

export interface ReminderFacts {
  language: string;
  appUrl: string;
  studentName: string;
  tutorName: string;
  courseName: string;
  expiresAt: Date;
  /** Calendar days left in Sri Lanka: 0 when it ends today, 1 tomorrow. */
  daysLeft: number;
}

type Texts = {
  subject: string;
  heading: string;
  paragraphs: string[];
  actionLabel: string;
  footer: string;
};

const STUDENT = {
  en: (f: ReminderFacts, date: string): Texts => ({
    subject:
      f.daysLeft === 0
        ? `Your access to ${f.courseName} ends today`
        : f.daysLeft === 1
          ? `Your access to ${f.courseName} ends tomorrow`
          : `Your access to ${f.courseName} ends in ${f.daysLeft} days`,
    heading: 'Access ending soon',
    paragraphs: [
      `Your access to ${f.courseName} from ${f.tutorName} ends on ${date}.`,
      `To keep learning after that, ask ${f.tutorName} to extend your access.`,
    ],
    actionLabel: 'Open my courses',
    footer: 'You receive this reminder because you are a Tutorly student.',
  }),
  si: (f: ReminderFacts, date: string): Texts => ({
    subject:
      f.daysLeft === 0
        ? `${f.courseName} සඳහා ඔබේ ප්‍රවේශය අද අවසන් වේ`
        : f.daysLeft === 1
          ? `${f.courseName} සඳහා ඔබේ ප්‍රවේශය හෙට අවසන් වේ`
          : `${f.courseName} සඳහා ඔබේ ප්‍රවේශය දින ${f.daysLeft}කින් අවසන් වේ`,
    heading: 'ප්‍රවේශය ඉක්මනින් අවසන් වේ',
    paragraphs: [
      `${f.tutorName} ලබා දුන් ${f.courseName} සඳහා ඔබේ ප්‍රවේශය ${date} දින අවසන් වේ.`,
      `ඉන් පසුවත් දිගටම ඉගෙන ගැනීමට, ඔබේ ප්‍රවේශය දීර්ඝ කරන ලෙස ${f.tutorName}ගෙන් ඉල්ලන්න.`,
    ],
    actionLabel: 'මගේ පාඨමාලා විවෘත කරන්න',
    footer: 'ඔබ Tutorly සිසුවෙකු බැවින් ඔබට මෙම මතක් කිරීම ලැබේ.',
  }),
  ta: (f: ReminderFacts, date: string): Texts => ({
    subject:
      f.daysLeft === 0
        ? `${f.courseName} பாடநெறிக்கான உங்கள் அணுகல் இன்று முடிவடைகிறது`
        : f.daysLeft === 1
          ? `${f.courseName} பாடநெறிக்கான உங்கள் அணுகல் நாளை முடிவடைகிறது`
          : `${f.courseName} பாடநெறிக்கான உங்கள் அணுகல் ${f.daysLeft} நாட்களில் முடிவடைகிறது`,
    heading: 'அணுகல் விரைவில் முடிவடைகிறது',
    paragraphs: [
      `${f.tutorName} வழங்கிய ${f.courseName} பாடநெறிக்கான உங்கள் அணுகல் ${date} அன்று முடிவடைகிறது.`,
      `அதன் பிறகும் தொடர்ந்து கற்க, உங்கள் அணுகலை நீட்டிக்குமாறு ${f.tutorName} அவர்களிடம் கேளுங்கள்.`,
    ],
    actionLabel: 'எனது பாடநெறிகளைத் திறக்கவும்',
    footer: 'நீங்கள் Tutorly மாணவர் என்பதால் இந்த நினைவூட்டலைப் பெறுகிறீர்கள்.',
  }),
};

const TUTOR = {
  en: (f: ReminderFacts, date: string): Texts => ({
    subject:
      f.daysLeft === 0
        ? `${f.studentName}'s access to ${f.courseName} ends today`
        : f.daysLeft === 1
          ? `${f.studentName}'s access to ${f.courseName} ends tomorrow`
          : `${f.studentName}'s access to ${f.courseName} ends in ${f.daysLeft} days`,
    heading: "A student's access is ending",
    paragraphs: [
      `${f.studentName}'s access to ${f.courseName} ends on ${date}.`,
      'You can extend it on the Students page with Manage Course Access.',
    ],
    actionLabel: 'Open Students',
    footer: 'You receive this reminder because you teach on Tutorly.',
  }),
  si: (f: ReminderFacts, date: string): Texts => ({
    subject:
      f.daysLeft === 0
        ? `${f.courseName} සඳහා ${f.studentName}ගේ ප්‍රවේශය අද අවසන් වේ`
        : f.daysLeft === 1
          ? `${f.courseName} සඳහා ${f.studentName}ගේ ප්‍රවේශය හෙට අවසන් වේ`
          : `${f.courseName} සඳහා ${f.studentName}ගේ ප්‍රවේශය දින ${f.daysLeft}කින් අවසන් වේ`,
    heading: 'සිසුවෙකුගේ ප්‍රවේශය අවසන් වෙමින් පවතී',
    paragraphs: [
      `${f.courseName} සඳහා ${f.studentName}ගේ ප්‍රවේශය ${date} දින අවසන් වේ.`,
      'සිසුන් පිටුවේ "පාඨමාලා ප්‍රවේශය කළමනාකරණය" මඟින් ඔබට එය දීර්ඝ කළ හැක.',
    ],
    actionLabel: 'සිසුන් විවෘත කරන්න',
    footer: 'ඔබ Tutorly හි උගන්වන බැවින් ඔබට මෙම මතක් කිරීම ලැබේ.',
  }),
  ta: (f: ReminderFacts, date: string): Texts => ({
    subject:
      f.daysLeft === 0
        ? `${f.courseName} பாடநெறிக்கான ${f.studentName} அவர்களின் அணுகல் இன்று முடிவடைகிறது`
        : f.daysLeft === 1
          ? `${f.courseName} பாடநெறிக்கான ${f.studentName} அவர்களின் அணுகல் நாளை முடிவடைகிறது`
          : `${f.courseName} பாடநெறிக்கான ${f.studentName} அவர்களின் அணுகல் ${f.daysLeft} நாட்களில் முடிவடைகிறது`,
    heading: 'ஒரு மாணவரின் அணுகல் முடிவடைகிறது',
    paragraphs: [
      `${f.courseName} பாடநெறிக்கான ${f.studentName} அவர்களின் அணுகல் ${date} அன்று முடிவடைகிறது.`,
      'மாணவர்கள் பக்கத்தில் "பாடநெறி அணுகலை நிர்வகி" மூலம் அதை நீட்டிக்கலாம்.',
    ],
    actionLabel: 'மாணவர்களைத் திறக்கவும்',
    footer: 'நீங்கள் Tutorly-இல் கற்பிப்பதால் இந்த நினைவூட்டலைப் பெறுகிறீர்கள்.',
  }),
};

function build(texts: typeof STUDENT, facts: ReminderFacts, path: string): EmailContent {
  const language = facts.language === 'si' || facts.language === 'ta' ? facts.language : 'en';
  const { actionLabel, ...content } = texts[language](facts, formatEmailDate(facts.expiresAt, language));
  return { ...content, language, action: { label: actionLabel, url: `${facts.appUrl}${path}` } };
}

/** The reminder to the student that a course's access ends soon, in their language. */
export const studentReminderEmail = (facts: ReminderFacts) => build(STUDENT, facts, '/student-dashboard/courses');

/** The same reminder to the tutor who granted it. */
export const tutorReminderEmail = (facts: ReminderFacts) => build(TUTOR, facts, '/tutor-dashboard/students');
