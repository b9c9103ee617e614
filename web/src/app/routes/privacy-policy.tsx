import { LegalPage } from '@/features/legal/components/legal-page';

/** Its texts (the `legal` namespace, long) load with this module: see the router. */
export function Component() {
  return <LegalPage document="privacy" />;
}
