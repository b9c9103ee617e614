import type { TEmailLanguage } from '../../../shared/schemas/email-language.js';
import { renderEmail } from '../../mail/render-email.js';

const TEXTS: Record<TEmailLanguage, { subject: string; heading: string; paragraphs: string[]; action: string; footer: string }> =
  {
    en: {
      subject: 'Signing in to Tutorly',
      heading: 'No student account uses this address yet',
      paragraphs: [
        'Someone asked to sign in to Tutorly as a student with this e-mail address, but no student account uses it.',
        'Students join Tutorly by invitation. If your tutor has invited this address, open the invitation e-mail and accept it first; after that you can sign in. Otherwise ask your tutor to send an invitation to this address, or sign in with the address they invited.',
      ],
      action: 'Open Tutorly',
      footer: 'If you did not ask to sign in, you can ignore this e-mail.',
    },
    si: {
      subject: 'Tutorly වෙත පුරනය වීම',
      heading: 'මෙම ලිපිනය තවම කිසිදු සිසු ගිණුමක් භාවිත නොකරයි',
      paragraphs: [
        'මෙම ඊමේල් ලිපිනයෙන් සිසුවෙකු ලෙස Tutorly වෙත පුරනය වීමට යමෙකු ඉල්ලා සිටියද, එය භාවිත කරන සිසු ගිණුමක් නොමැත.',
        'සිසුන් Tutorly වෙත එක්වන්නේ ආරාධනාවකින් පමණි. ඔබගේ ගුරුවරයා මෙම ලිපිනයට ආරාධනා කර ඇත්නම්, පළමුව ආරාධනා ඊමේල් පණිවිඩය විවෘත කර එය පිළිගන්න; ඉන්පසු ඔබට පුරනය විය හැක. නැතහොත් මෙම ලිපිනයට ආරාධනාවක් එවන ලෙස ඔබගේ ගුරුවරයාගෙන් ඉල්ලන්න, හෝ ඔවුන් ආරාධනා කළ ලිපිනයෙන් පුරනය වන්න.',
      ],
      action: 'Tutorly විවෘත කරන්න',
      footer: 'ඔබ පුරනය වීමට ඉල්ලුවේ නැත්නම්, මෙම ඊමේල් පණිවිඩය නොසලකා හැරිය හැක.',
    },
    ta: {
      subject: 'Tutorly இல் உள்நுழைதல்',
      heading: 'இந்த முகவரியை இன்னும் எந்த மாணவர் கணக்கும் பயன்படுத்தவில்லை',
      paragraphs: [
        'இந்த மின்னஞ்சல் முகவரியுடன் மாணவராக Tutorly இல் உள்நுழைய யாரோ கோரினர், ஆனால் இதைப் பயன்படுத்தும் மாணவர் கணக்கு எதுவும் இல்லை.',
        'மாணவர்கள் அழைப்பின் மூலம் மட்டுமே Tutorly இல் சேர்கிறார்கள். உங்கள் ஆசிரியர் இந்த முகவரியை அழைத்திருந்தால், முதலில் அழைப்பு மின்னஞ்சலைத் திறந்து அதை ஏற்றுக்கொள்ளுங்கள்; அதன் பிறகு நீங்கள் உள்நுழையலாம். இல்லையெனில் இந்த முகவரிக்கு அழைப்பு அனுப்புமாறு உங்கள் ஆசிரியரிடம் கேளுங்கள், அல்லது அவர்கள் அழைத்த முகவரியுடன் உள்நுழையுங்கள்.',
      ],
      action: 'Tutorly ஐத் திறக்கவும்',
      footer: 'நீங்கள் உள்நுழையக் கோரவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்.',
    },
  };

/**
 * Sent instead of a code when no student uses the address: the caller sees the same answer either
 * way (no account enumeration), and the owner of the address learns how to join.
 */
export function joinEmail(language: TEmailLanguage, appUrl: string) {
  const text = TEXTS[language];
  return renderEmail({
    language,
    subject: text.subject,
    heading: text.heading,
    paragraphs: text.paragraphs,
    action: { label: text.action, url: appUrl },
    footer: text.footer,
  });
}
