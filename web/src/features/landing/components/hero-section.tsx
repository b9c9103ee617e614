import { Button, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HeroIllustration } from '@/features/landing/components/hero-illustration';
import type { SectionNavigation } from '@/features/landing/hooks/use-section-navigation';
import { MARKETING_FIGURES } from '@/features/landing/offer';
import wrapping from '@/components/wrapping-button.module.css';
import classes from './landing.module.css';

export function HeroSection({ navigation }: { navigation: SectionNavigation }) {
  const { t } = useTranslation('landing');
  return (
    <section id="home" tabIndex={-1} aria-labelledby="home-title" className={`${classes.section} ${classes.hero}`}>
      <Container size="lg" className={classes.heroGrid}>
        <div className={classes.heroText}>
          <p className={classes.eyebrow}>{t('hero.eyebrow')}</p>
          <h1 id="home-title" className={classes.heroTitle}>
            {t('hero.title')}
          </h1>
          <p className={classes.heroSubtitle}>{t('hero.subtitle')}</p>
          <div className={classes.actionsRow}>
            <Button component="a" size="md" className={wrapping.wrap} {...navigation.linkTo('features')}>
              {t('hero.exploreFeatures')}
            </Button>
            <Button component="a" size="md" variant="default" className={wrapping.wrap} {...navigation.linkTo('pricing')}>
              {t('hero.viewPricing')}
            </Button>
          </div>
          <dl className={classes.figures}>
            {MARKETING_FIGURES.map(({ key, value }) => (
              <div key={key} className={classes.figure}>
                <dt className={classes.figureLabel}>{t(`hero.figures.${key}`)}</dt>
                <dd className={classes.figureValue}>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroIllustration label={t('hero.illustration')} />
      </Container>
    </section>
  );
}
