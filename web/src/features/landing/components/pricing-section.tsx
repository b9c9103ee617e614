import { Button, Container } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { supportMailto } from '@/config/contact';
import { PlanCard } from '@/features/landing/components/plan-card';
import { SectionHeading } from '@/features/landing/components/section-heading';
import { PLAN_OFFERS } from '@/features/landing/offer';
import type { LandingActions } from '@/features/landing/types';
import classes from './landing.module.css';
import pricingStyles from './pricing.module.css';

export function PricingSection({ renderTeacherAction }: Pick<LandingActions, 'renderTeacherAction'>) {
  const { t } = useTranslation('landing');
  return (
    <section id="pricing" tabIndex={-1} aria-labelledby="pricing-title" className={classes.section}>
      <Container size="md">
        <SectionHeading id="pricing-title" title={t('pricing.title')} subtitle={t('pricing.subtitle')} />
        <ul className={classes.plans}>
          {PLAN_OFFERS.map((offer) => (
            <PlanCard key={offer.plan} offer={offer} renderTeacherAction={renderTeacherAction} />
          ))}
        </ul>
        <div className={pricingStyles.sales}>
          <p>{t('pricing.salesQuestion')}</p>
          <Button
            component="a"
            href={supportMailto(t('pricing.salesSubject'))}
            variant="light"
            leftSection={<IconMail size={18} aria-hidden />}
            className={classes.wrapButton}
          >
            {t('pricing.contactSales')}
          </Button>
        </div>
      </Container>
    </section>
  );
}
