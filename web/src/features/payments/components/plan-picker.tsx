import { Badge, Card, Group, List, SegmentedControl, Stack, Text, ThemeIcon } from '@mantine/core';
import type { TPaymentsConfig } from '@shared/schemas/payments';
import type { TPlan } from '@shared/schemas/tutor';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '@/features/landing/offer';
import { annualSavings } from '@/features/payments/subscription';

const FEATURES = ['students', 'analytics', 'videos', 'support'] as const;

interface Props {
  plan: TPlan;
  onChange: (plan: TPlan) => void;
  prices: TPaymentsConfig['prices'];
}

/**
 * Monthly/Annual toggle and the chosen plan's price, savings and features (spec §9). The prices
 * are in USD and, as on the landing page, written '$16.99' in every language.
 */
export function PlanPicker({ plan, onChange, prices }: Props) {
  const { t } = useTranslation('payments');
  const savings = annualSavings(prices);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          aria-label={t('plans.label')}
          value={plan}
          onChange={(value) => onChange(value === 'annual' ? 'annual' : 'monthly')}
          data={[
            { value: 'monthly', label: t('plans.monthly') },
            { value: 'annual', label: t('plans.annual') },
          ]}
        />
        <Group justify="flex-end" mt={-8}>
          <Badge color="green" variant="filled">
            {t('plans.savePercent', { percent: savings.percent })}
          </Badge>
        </Group>
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fz={36} fw={800} lh={1.1}>
              {formatUsd(prices[plan].amount)}
            </Text>
            <Text c="dimmed">{plan === 'annual' ? t('plans.perYear') : t('plans.perMonth')}</Text>
          </div>
          {plan === 'monthly' ? (
            <Badge variant="light">{t('plans.mostPopular')}</Badge>
          ) : (
            <Badge color="green" variant="light">
              {t('plans.savePrice', { amount: formatUsd(savings.amount) })}
            </Badge>
          )}
        </Group>
        {plan === 'monthly' && (
          <Text size="sm" c="dimmed">
            {t('plans.cancelAnytime')}
          </Text>
        )}
        <Text fw={600}>{t('plans.included')}</Text>
        <List
          spacing="xs"
          icon={
            <ThemeIcon color="green" size={20} radius="xl">
              <IconCheck size={14} aria-hidden />
            </ThemeIcon>
          }
        >
          {FEATURES.map((feature) => (
            <List.Item key={feature}>{t(`plans.features.${feature}`)}</List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
