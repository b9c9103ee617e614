import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LandingActions } from '@/features/landing/types';
import wrapping from '@/components/wrapping-button.module.css';
import classes from './closing-cta.module.css';
import landing from './landing.module.css';

export function ClosingCtaSection({ renderStudentAction, renderTeacherAction }: LandingActions) {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="cta-title" className={classes.cta}>
      <Container size="md" className={classes.ctaInner}>
        <h2 id="cta-title" className={classes.ctaTitle}>
          {t('cta.title')}
        </h2>
        <p className={classes.ctaBody}>{t('cta.body')}</p>
        <div className={`${landing.actionsRow} ${classes.ctaActions}`}>
          {renderTeacherAction({
            plan: 'monthly',
            label: t('cta.startTeaching'),
            size: 'md',
            variant: 'white',
            className: wrapping.wrap,
          })}
          {renderStudentAction({
            label: t('cta.startLearning'),
            size: 'md',
            variant: 'outline',
            color: 'white',
            className: wrapping.wrap,
          })}
        </div>
      </Container>
    </section>
  );
}
