import { useTranslation } from 'react-i18next';
import { GATEWAY_NAMES } from '@/features/payments/subscription';
import type { OrderView } from './use-live-payments';

/**
 * Why a FAILED order failed, in the tutor's language, with a decline's own words from the gateway
 * (often the bank's, which we cannot translate) quoted after it. Empty when the order does not say.
 */
export function useFailureText() {
  const { t } = useTranslation('payments');
  return ({ failure, gateway, reason }: Pick<OrderView, 'failure' | 'gateway' | 'reason'>): string => {
    if (!failure) return '';
    const name = GATEWAY_NAMES[gateway];
    const text = t(`history.failure.${failure}`, { gateway: name });
    return failure === 'declined' && reason ? `${text} ${t('history.gatewaySaid', { gateway: name, message: reason })}` : text;
  };
}
