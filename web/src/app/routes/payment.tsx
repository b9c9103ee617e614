import { FirebaseProviders } from '@/app/firebase-providers';
import { RequireRole } from '@/features/auth/components/require-role';
import { PaymentPage } from '@/features/payments/components/payment-page';

/** /payment: only for a signed-in tutor (anyone else goes to /). */
export function Component() {
  return (
    <FirebaseProviders>
      <RequireRole role="tutor">
        <PaymentPage />
      </RequireRole>
    </FirebaseProviders>
  );
}
