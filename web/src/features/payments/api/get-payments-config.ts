import type { TPaymentsConfig } from '@shared/schemas/payments';
import { useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api-client';

export function getPaymentsConfig(): Promise<TPaymentsConfig> {
  return apiRequest<TPaymentsConfig>('/payments/config', { auth: false });
}

/** The gateways the page may offer and the prices it shows (server configuration). */
export function usePaymentsConfig() {
  const [state, setState] = useState<{ config?: TPaymentsConfig; failed: boolean }>({ failed: false });
  useEffect(() => {
    const controller = new AbortController();
    getPaymentsConfig()
      .then((config) => setState({ config, failed: false }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ failed: true });
      });
    return () => controller.abort();
  }, []);
  return state;
}
