import { ClosingCtaSection } from '@/features/landing/components/closing-cta-section';
import { FeaturesSection } from '@/features/landing/components/features-section';
import { HeroSection } from '@/features/landing/components/hero-section';
import { HowItWorksSection } from '@/features/landing/components/how-it-works-section';
import { LandingFooter } from '@/features/landing/components/landing-footer';
import { LandingHeader } from '@/features/landing/components/landing-header';
import { PricingSection } from '@/features/landing/components/pricing-section';
import { useSectionNavigation } from '@/features/landing/hooks/use-section-navigation';
import type { LandingActions } from '@/features/landing/types';

/** The public landing page (spec §2). The app decides what the Student and Teacher's actions do. */
export function LandingPage(actions: LandingActions) {
  const navigation = useSectionNavigation();
  return (
    <>
      <LandingHeader navigation={navigation} {...actions} />
      <main>
        <HeroSection navigation={navigation} />
        <FeaturesSection />
        <HowItWorksSection />
        <PricingSection renderTeacherAction={actions.renderTeacherAction} />
        <ClosingCtaSection {...actions} />
      </main>
      <LandingFooter navigation={navigation} />
    </>
  );
}
