import { Container } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandYoutube,
  IconMail,
  IconMapPin,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL, supportMailto } from '@/config/contact';
import { paths } from '@/config/paths';
import type { SectionNavigation } from '@/features/landing/hooks/use-section-navigation';
import classes from './landing-footer.module.css';

const SOCIAL_LINKS = [
  { network: 'Facebook', href: 'https://www.facebook.com/tutorly.lk', Icon: IconBrandFacebook },
  { network: 'YouTube', href: 'https://www.youtube.com/@tutorlylk', Icon: IconBrandYoutube },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/tutorly-lk', Icon: IconBrandLinkedin },
  { network: 'Instagram', href: 'https://www.instagram.com/tutorly.lk', Icon: IconBrandInstagram },
] as const;

/** Footer with About, Contact (the header's Contact anchor lands here), the legal pages and social links. */
export function LandingFooter({ navigation }: { navigation: SectionNavigation }) {
  const { t } = useTranslation(['landing', 'common']);
  return (
    <footer className={classes.footer}>
      <Container size="lg" className={classes.footerGrid}>
        <div id="about" tabIndex={-1} className={classes.footerColumn}>
          <h2 className={classes.footerTitle}>{t('footer.aboutTitle')}</h2>
          <p>{t('footer.aboutBody')}</p>
        </div>
        <div id="contact" tabIndex={-1} className={classes.footerColumn}>
          <h2 className={classes.footerTitle}>{t('footer.contactTitle')}</h2>
          <p className={classes.footerLine}>
            <IconMail size={18} aria-hidden />
            <a href={supportMailto()}>{SUPPORT_EMAIL}</a>
          </p>
          <p className={classes.footerLine}>
            <IconMapPin size={18} aria-hidden />
            {t('footer.location')}
          </p>
          <ul className={classes.social} aria-label={t('footer.socialTitle')}>
            {SOCIAL_LINKS.map(({ network, href, Icon }) => (
              <li key={network}>
                <a href={href} target="_blank" rel="noopener noreferrer" aria-label={t('footer.socialLink', { network })}>
                  <Icon size={20} aria-hidden />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t('footer.linksTitle')} className={classes.footerColumn}>
          <h2 className={classes.footerTitle}>{t('footer.linksTitle')}</h2>
          <ul className={classes.footerLinks}>
            <li>
              <a {...navigation.linkTo('about')}>{t('footer.about')}</a>
            </li>
            <li>
              <a {...navigation.linkTo('contact')}>{t('footer.contact')}</a>
            </li>
            <li>
              <Link to={paths.privacyPolicy}>{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to={paths.terms}>{t('footer.terms')}</Link>
            </li>
          </ul>
        </nav>
      </Container>
      <Container size="lg">
        <p className={classes.rights}>{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </Container>
    </footer>
  );
}
