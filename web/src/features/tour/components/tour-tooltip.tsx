import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TooltipRenderProps } from 'react-joyride';
import classes from './tour-tooltip.module.css';

/** The tour's dialog: step count, title, text, and Skip Tour / Previous / Next (Finish on the last step). */
export function TourTooltip({
  index,
  size,
  isLastStep,
  step,
  backProps,
  primaryProps,
  skipProps,
  tooltipProps,
}: TooltipRenderProps) {
  const { t } = useTranslation('tour');
  return (
    <Paper
      {...tooltipProps}
      aria-labelledby="tour-step-title"
      aria-describedby="tour-step-body"
      className={classes.tooltip}
      p="md"
      radius="md"
      shadow="xl"
      data-tour-step={index + 1}
    >
      <Text size="xs" c="dimmed" fw={500}>
        {t('progress', { current: index + 1, total: size })}
      </Text>
      <Title order={2} fz="h4" id="tour-step-title" mt={4}>
        {step.title}
      </Title>
      <Text id="tour-step-body" size="sm" mt="xs">
        {step.content}
      </Text>
      {/* Long labels (Tamil at 375 px) wrap: Previous and Next then take a second line, on the right. */}
      <Group justify="space-between" mt="md" gap="xs">
        {!isLastStep ? (
          <Button variant="subtle" color="gray" size="compact-sm" {...skipProps}>
            {t('buttons.skip')}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="xs" wrap="nowrap" ml="auto">
          {index > 0 && (
            <Button variant="default" size="compact-sm" {...backProps}>
              {t('buttons.previous')}
            </Button>
          )}
          <Button size="compact-sm" {...primaryProps}>
            {isLastStep ? t('buttons.finish') : t('buttons.next')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
