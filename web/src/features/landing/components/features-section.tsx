import { IconChartBar, IconShieldLock, IconUsers, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LandingSection } from '@/features/landing/components/landing-section';
import classes from './landing.module.css';

const FEATURES = [
  { key: 'video', Icon: IconVideo },
  { key: 'progress', Icon: IconChartBar },
  { key: 'students', Icon: IconUsers },
  { key: 'security', Icon: IconShieldLock },
] as const;

export function FeaturesSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="features" title={t('features.title')} subtitle={t('features.subtitle')}>
      <ul className={classes.featureGrid}>
        {FEATURES.map(({ key, Icon }) => (
          <li key={key} className={classes.card}>
            <span className={classes.featureIcon} aria-hidden>
              <Icon size={26} stroke={1.8} />
            </span>
            <h3 className={classes.cardTitle}>{t(`features.items.${key}.title`)}</h3>
            <p className={classes.cardBody}>{t(`features.items.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
