import { Anchor, Group, Text, ThemeIcon } from '@mantine/core';
import type { TDashboardTask, TTaskType, TTutorDashboardResponse } from '@shared/schemas/dashboard';
import { IconClockExclamation, IconCreditCard, IconFileText, IconMailForward, IconNotebook } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatRelative } from '@/lib/dates';
import { Panel } from './panel';

const TASKS: Record<TTaskType, { icon: ReactNode; color: string }> = {
  subscription_renewal: { icon: <IconCreditCard size={18} />, color: 'red' },
  expiring_access: { icon: <IconClockExclamation size={18} />, color: 'orange' },
  pending_invitations: { icon: <IconMailForward size={18} />, color: 'blue' },
  draft_lessons: { icon: <IconFileText size={18} />, color: 'grape' },
  draft_courses: { icon: <IconNotebook size={18} />, color: 'teal' },
};

/** Where each task is done. */
function taskLink(task: TDashboardTask, tutor: TTutorDashboardResponse['tutor'] | undefined): string {
  const d = paths.tutorDashboard;
  if (task.type === 'subscription_renewal')
    return tutor ? paths.payment.getHref(tutor.subscriptionPlan ?? 'monthly', tutor.email) : paths.payment.path;
  if (task.type === 'draft_lessons') return d.lessons;
  if (task.type === 'draft_courses') return d.courses;
  return d.students;
}

/** Tasks derived from the tutor's data: renewal, access ending, invitations without an answer, drafts. */
export function UpcomingTasks({ data }: { data: Pick<TTutorDashboardResponse, 'tasks' | 'tutor'> | undefined }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <Panel
      title={t('tasks.title')}
      items={data?.tasks}
      empty={t('tasks.empty')}
      fill
      renderItem={(task) => (
        <Group key={task.type} component="li" wrap="nowrap" align="flex-start" gap="sm">
          <ThemeIcon variant="light" radius="xl" size={34} color={TASKS[task.type].color} aria-hidden>
            {TASKS[task.type].icon}
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={taskLink(task, data?.tutor)} size="sm" fw={500} c="inherit">
              {t(`tasks.types.${task.type}`, { count: task.count })}
            </Anchor>
            {task.dueAt && (
              <Text size="xs" c="dimmed" component="time" dateTime={task.dueAt} display="block">
                {t('tasks.due', { when: formatRelative(new Date(task.dueAt), i18n.language) })}
              </Text>
            )}
          </div>
        </Group>
      )}
    />
  );
}
