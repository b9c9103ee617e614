import { Button } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { supportMailto } from '@/config/contact';
import { PlanCard } from '@/features/landing/components/plan-card';
import { LandingSection } from '@/features/landing/components/landing-section';
import { PLAN_OFFERS } from '@/features/landing/offer';
import type { LandingActions } from '@/features/landing/types';
import wrapping from '@/components/wrapping-button.module.css';
import classes from './landing.module.css';
import pricingStyles from './pricing.module.css';

export function PricingSection({ renderTeacherAction }: Pick<LandingActions, 'renderTeacherAction'>) {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="pricing" title={t('pricing.title')} subtitle={t('pricing.subtitle')} size="md">
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
          className={wrapping.wrap}
        >
          {t('pricing.contactSales')}
        </Button>
      </div>
    </LandingSection>
  );
}
