import { LegalPage } from '@/features/legal/components/legal-page';
import { loadLegalTexts } from '@/features/legal/legal-texts';

// The route module resolves once its texts are in (a loader would make React Router want a HydrateFallback).
await loadLegalTexts();

export function Component() {
  return <LegalPage document="privacy" />;
}
