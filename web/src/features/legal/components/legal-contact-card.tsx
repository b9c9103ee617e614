import { IconMail, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL, supportMailto } from '@/config/contact';
import classes from './legal.module.css';

/** Beside each legal page (spec §2): the support e-mail and the postal address in Sri Lanka. */
export function LegalContactCard() {
  const { t } = useTranslation('legal');
  const addressLines = t('contact.addressLines', { returnObjects: true });
  return (
    <aside className={classes.contactCard} aria-labelledby="legal-contact-title">
      <h2 id="legal-contact-title" className={classes.contactTitle}>
        {t('contact.title')}
      </h2>
      <p>{t('contact.body')}</p>
      <h3 className={classes.contactLabel}>
        <IconMail size={18} aria-hidden />
        {t('contact.email')}
      </h3>
      <a href={supportMailto()}>{SUPPORT_EMAIL}</a>
      <h3 className={classes.contactLabel}>
        <IconMapPin size={18} aria-hidden />
        {t('contact.address')}
      </h3>
      <address>
        {addressLines.map((line) => (
          <span key={line} className={classes.addressLine}>
            {line}
          </span>
        ))}
      </address>
    </aside>
  );
}
