import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '@/features/landing/components/section-heading';
import classes from './landing.module.css';

const STEPS = ['signUp', 'create', 'learn'] as const;

export function HowItWorksSection() {
  const { t } = useTranslation('landing');
  return (
    <section
      id="how-it-works"
      tabIndex={-1}
      aria-labelledby="how-it-works-title"
      className={`${classes.section} ${classes.tinted}`}
    >
      <Container size="lg">
        <SectionHeading id="how-it-works-title" title={t('howItWorks.title')} subtitle={t('howItWorks.subtitle')} />
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
      </Container>
    </section>
  );
}
