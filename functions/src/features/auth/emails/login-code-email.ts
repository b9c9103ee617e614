import type { TEmailLanguage } from '../../../shared/schemas/email-language.js';
import { renderEmail } from '../../mail/render-email.js';

const TEXTS: Record<TEmailLanguage, { subject: string; heading: string; body: string; footer: string }> = {
  en: {
    subject: 'Your Tutorly sign-in code',
    heading: 'Your sign-in code',
    body: 'Enter this code in Tutorly to sign in as a student. It works once and expires in 10 minutes.',
    footer:
      'You received this e-mail because someone asked to sign in to Tutorly with this address. If it was not you, ignore it: nobody can sign in without the code.',
  },
  si: {
    subject: 'ඔබගේ Tutorly පුරනය වීමේ කේතය',
    heading: 'ඔබගේ පුරනය වීමේ කේතය',
    body: 'සිසුවෙකු ලෙස පුරනය වීමට මෙම කේතය Tutorly හි ඇතුළත් කරන්න. එය එක් වරක් පමණක් භාවිත කළ හැකි අතර මිනිත්තු 10කින් කල් ඉකුත් වේ.',
    footer:
      'මෙම ලිපිනයෙන් Tutorly වෙත පුරනය වීමට යමෙකු ඉල්ලූ නිසා ඔබට මෙම ඊමේල් පණිවිඩය ලැබුණි. එය ඔබ නොවේ නම්, එය නොසලකා හරින්න: කේතය නොමැතිව කිසිවෙකුට පුරනය විය නොහැක.',
  },
  ta: {
    subject: 'உங்கள் Tutorly உள்நுழைவுக் குறியீடு',
    heading: 'உங்கள் உள்நுழைவுக் குறியீடு',
    body: 'மாணவராக உள்நுழைய இந்தக் குறியீட்டை Tutorly இல் உள்ளிடுங்கள். இதை ஒரு முறை மட்டுமே பயன்படுத்த முடியும்; 10 நிமிடங்களில் இது காலாவதியாகிவிடும்.',
    footer:
      'இந்த முகவரியுடன் Tutorly இல் உள்நுழைய யாரோ கோரியதால் இந்த மின்னஞ்சல் உங்களுக்கு வந்துள்ளது. அது நீங்கள் இல்லையெனில், இதைப் புறக்கணியுங்கள்: குறியீடு இல்லாமல் யாராலும் உள்நுழைய முடியாது.',
  },
};

/** The e-mail with a student's 6-digit sign-in code, in their language. */
export function loginCodeEmail(language: TEmailLanguage, code: string) {
  const text = TEXTS[language];
  return renderEmail({
    language,
    subject: text.subject,
    heading: text.heading,
    paragraphs: [text.body],
    highlight: code,
    footer: text.footer,
  });
}
