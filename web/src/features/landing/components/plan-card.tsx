import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PLAN_INCLUDES, formatUsd, type PLAN_OFFERS } from '@/features/landing/offer';
import type { LandingActions } from '@/features/landing/types';
import wrapping from '@/components/wrapping-button.module.css';
import landing from './landing.module.css';
import classes from './pricing.module.css';

interface Props extends Pick<LandingActions, 'renderTeacherAction'> {
  offer: (typeof PLAN_OFFERS)[number];
}

export function PlanCard({ offer: { plan, priceUsd, isFeatured }, renderTeacherAction }: Props) {
  const { t } = useTranslation('landing');
  const name = t(`pricing.${plan}.name`);
  return (
    <li className={`${landing.card} ${classes.plan}`} data-featured={isFeatured || undefined}>
      <span className={classes.planBadge}>{t(`pricing.${plan}.badge`)}</span>
      <h3 className={landing.cardTitle}>{name}</h3>
      <p className={classes.price}>
        <span className={classes.priceAmount}>{formatUsd(priceUsd)}</span>{' '}
        <span className={classes.pricePeriod}>{t(`pricing.${plan}.period`)}</span>
      </p>
      <p className={classes.planNote}>{t(`pricing.${plan}.note`)}</p>
      <ul className={classes.planIncludes}>
        {PLAN_INCLUDES.map((key) => (
          <li key={key}>
            <IconCheck size={18} stroke={2.4} aria-hidden className={classes.check} />
            {t(`pricing.includes.${key}`)}
          </li>
        ))}
      </ul>
      {renderTeacherAction({
        plan,
        label: t('pricing.getStarted'),
        'aria-label': t('pricing.getStartedWith', { plan: name }),
        variant: isFeatured ? 'filled' : 'outline',
        size: 'md',
        fullWidth: true,
        className: wrapping.wrap,
      })}
    </li>
  );
}
