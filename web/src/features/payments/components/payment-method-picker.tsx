import { Group, Radio, Stack } from '@mantine/core';
import type { TGateway } from '@shared/schemas/payments';
import { useTranslation } from 'react-i18next';
import { LazyTooltip } from '@/components/lazy-tooltip';

interface Props {
  value: TGateway;
  onChange: (gateway: TGateway) => void;
  stripeEnabled: boolean;
}

/** iPay (default) and Stripe; Stripe stays visible but disabled, with its tooltip, unless configuration enables it. */
export function PaymentMethodPicker({ value, onChange, stripeEnabled }: Props) {
  const { t } = useTranslation('payments');
  const stripe = (
    <Radio
      value="stripe"
      label={t('methods.stripe')}
      description={stripeEnabled ? t('methods.stripeDescription') : t('methods.unavailable')}
      disabled={!stripeEnabled}
    />
  );
  return (
    <Radio.Group
      label={t('methods.label')}
      value={value}
      onChange={(next) => onChange(next === 'stripe' ? 'stripe' : 'ipay')}
      styles={{ label: { fontWeight: 600, marginBottom: 8 } }}
    >
      <Stack gap="md">
        <Radio value="ipay" label={t('methods.ipay')} description={t('methods.ipayDescription')} />
        {stripeEnabled ? (
          stripe
        ) : (
          <LazyTooltip label={t('methods.unavailable')} position="top-start">
            {/* A disabled input gets no pointer events: the wrapper carries the tooltip. */}
            <Group>{stripe}</Group>
          </LazyTooltip>
        )}
      </Stack>
    </Radio.Group>
  );
}
