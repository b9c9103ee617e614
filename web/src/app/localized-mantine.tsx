import { MantineProvider, type MantineProviderProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cssVariablesResolver, localizedTheme } from '@/app/theme';

/** Mantine with the app's theme in the reader's language (its close buttons' names follow a language change). */
export function LocalizedMantine({ children, env }: Pick<MantineProviderProps, 'children' | 'env'>) {
  const { t } = useTranslation('common');
  const theme = useMemo(() => localizedTheme(t('common.close')), [t]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      {children}
    </MantineProvider>
  );
}
