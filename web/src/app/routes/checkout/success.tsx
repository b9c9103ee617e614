import { FirebaseProviders } from '@/app/firebase-providers';
import { RequireRole } from '@/features/auth/components/require-role';
import { CheckoutSuccess } from '@/features/payments/components/checkout-success';

/** /checkout/success: reads the tutor's own order and subscription live, so it needs the signed-in tutor. */
export function Component() {
  return (
    <FirebaseProviders>
      <RequireRole role="tutor">
        <CheckoutSuccess />
      </RequireRole>
    </FirebaseProviders>
  );
}
