import { useTranslation } from 'react-i18next';
import { LandingSection } from '@/features/landing/components/landing-section';
import classes from './landing.module.css';

const STEPS = ['signUp', 'create', 'learn'] as const;

export function HowItWorksSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="how-it-works" title={t('howItWorks.title')} subtitle={t('howItWorks.subtitle')} isTinted>
      <ol className={classes.steps}>
        {STEPS.map((key, index) => (
          <li key={key} className={classes.step}>
            <span className={classes.stepNumber} aria-hidden>
              {index + 1}
            </span>
            <h3 className={classes.cardTitle}>{t(`howItWorks.steps.${key}.title`)}</h3>
            <p className={classes.cardBody}>{t(`howItWorks.steps.${key}.body`)}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
