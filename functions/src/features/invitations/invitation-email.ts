import type { EmailContent } from '../mail/render-email.js';
import { formatEmailDate } from './email-date.js';

interface InvitationEmailInput {
  language: string;
  tutorName: string;
  link: string;
  expiresAt: Date;
}

type Texts = (tutor: string, date: string) => Omit<EmailContent, 'language' | 'action'> & { actionLabel: string };

const TEXTS = {
  en: (tutor, date) => ({
    subject: `${tutor} invited you to Tutorly`,
    heading: `You're invited to learn with ${tutor}`,
    paragraphs: [
      `${tutor} has invited you to join their classes on Tutorly. Accept the invitation and confirm your name to get started.`,
      `This invitation is valid until ${date}.`,
    ],
    actionLabel: 'Accept invitation',
    footer: 'If you did not expect this e-mail, you can ignore it, or open the link and decline the invitation.',
  }),
  si: (tutor, date) => ({
    subject: `${tutor} ඔබට Tutorly වෙත ආරාධනා කර ඇත`,
    heading: `${tutor} සමඟ ඉගෙන ගැනීමට ඔබට ආරාධනා කර ඇත`,
    paragraphs: [
      `${tutor} ඔබට Tutorly හි ඔවුන්ගේ පන්තිවලට සම්බන්ධ වීමට ආරාධනා කර ඇත. ආරම්භ කිරීමට ආරාධනාව පිළිගෙන ඔබේ නම තහවුරු කරන්න.`,
      `මෙම ආරාධනාව ${date} දක්වා වලංගු වේ.`,
    ],
    actionLabel: 'ආරාධනාව පිළිගන්න',
    footer: 'ඔබ මෙම ඊමේල් පණිවිඩය බලාපොරොත්තු නොවූයේ නම්, එය නොසලකා හැරිය හැක, නැතහොත් සබැඳිය විවෘත කර ආරාධනාව ප්‍රතික්ෂේප කළ හැක.',
  }),
  ta: (tutor, date) => ({
    subject: `${tutor} உங்களை Tutorly-க்கு அழைத்துள்ளார்`,
    heading: `${tutor} அவர்களிடம் கற்க உங்களுக்கு அழைப்பு`,
    paragraphs: [
      `${tutor} Tutorly-இல் உள்ள தங்கள் வகுப்புகளில் சேர உங்களை அழைத்துள்ளார். தொடங்க, அழைப்பை ஏற்று உங்கள் பெயரை உறுதிப்படுத்துங்கள்.`,
      `இந்த அழைப்பு ${date} வரை செல்லுபடியாகும்.`,
    ],
    actionLabel: 'அழைப்பை ஏற்கவும்',
    footer: 'இந்த மின்னஞ்சலை நீங்கள் எதிர்பார்க்கவில்லை என்றால், இதைப் புறக்கணிக்கலாம் அல்லது இணைப்பைத் திறந்து அழைப்பை நிராகரிக்கலாம்.',
  }),
} satisfies Record<string, Texts>;

/** The invitation e-mail in the tutor's chosen language (English when unknown). */
export function invitationEmail({ language, tutorName, link, expiresAt }: InvitationEmailInput): EmailContent {
  const lang = language === 'si' || language === 'ta' ? language : 'en';
  const { actionLabel, ...content } = TEXTS[lang](tutorName, formatEmailDate(expiresAt, lang));
  return { ...content, language: lang, action: { label: actionLabel, url: link } };
}
