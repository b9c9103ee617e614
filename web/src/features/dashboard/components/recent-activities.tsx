import { Group, Text, ThemeIcon } from '@mantine/core';
import type { TActivityType, TDashboardActivity } from '@shared/schemas/dashboard';
import { IconCircleCheck, IconCreditCard, IconPlayerPlay, IconUserPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/features/payments/subscription';
import { formatDate, formatRelative } from '@/lib/dates';
import { Panel } from './panel';

const ICONS: Record<TActivityType, { icon: ReactNode; color: string }> = {
  invitation_accepted: { icon: <IconUserPlus size={18} />, color: 'blue' },
  lesson_completed: { icon: <IconCircleCheck size={18} />, color: 'green' },
  course_started: { icon: <IconPlayerPlay size={18} />, color: 'violet' },
  payment: { icon: <IconCreditCard size={18} />, color: 'yellow' },
};

/** The sentence in the reader's language, from the activity's type and names; the stored title when names are missing. */
export function activityText(activity: TDashboardActivity, t: TFunction<'dashboard'>): string {
  const { studentName, lessonTitle, courseName } = activity.metadata;
  if (activity.type === 'lesson_completed' && studentName && lessonTitle)
    return t('activities.lessonCompleted', { studentName, lessonTitle });
  if (activity.type === 'course_started' && studentName && courseName)
    return t('activities.courseStarted', { studentName, courseName });
  if (activity.type === 'invitation_accepted' && studentName) return t('activities.invitationAccepted', { studentName });
  if (activity.type === 'payment') return t('activities.payment');
  return activity.title;
}

/** A payment's plan and price in the reader's language; the stored title for an activity without them. */
function paymentDetail(activity: TDashboardActivity, t: TFunction<'dashboard'>, language: string): string {
  const { plan, amount, currency } = activity.metadata;
  if (plan && amount !== undefined && currency)
    return t(`activities.paymentPlan.${plan}`, { amount: formatMoney(amount, currency, language) });
  return activity.title;
}

/** The last 5 events of the tutor's classes, with their real times (spec §2/§9). */
export function RecentActivities({ activity }: { activity: TDashboardActivity[] | undefined }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <Panel
      title={t('activities.title')}
      items={activity}
      empty={t('activities.empty')}
      listTestId="recent-activities"
      fill
      skeletonRows={5}
      renderItem={(item) => {
        const createdAt = new Date(item.createdAt);
        const detail = item.type === 'payment' ? paymentDetail(item, t, i18n.language) : '';
        return (
          <Group key={item.id} component="li" wrap="nowrap" align="flex-start" gap="sm">
            <ThemeIcon variant="light" radius="xl" size={34} color={ICONS[item.type].color} aria-hidden>
              {ICONS[item.type].icon}
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={500}>
                {activityText(item, t)}
              </Text>
              {detail && (
                <Text size="xs" c="dimmed">
                  {detail}
                </Text>
              )}
              <Text
                size="xs"
                c="dimmed"
                component="time"
                dateTime={item.createdAt}
                title={formatDate(createdAt, i18n.language)}
                display="block"
              >
                {formatRelative(createdAt, i18n.language)}
              </Text>
            </div>
          </Group>
        );
      }}
    />
  );
}
