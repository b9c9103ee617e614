import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { router } from '@/app/router';
import { theme } from '@/app/theme';
import { DocumentMeta } from '@/components/document-meta';
import { i18n } from '@/lib/i18n';
import '@/app/mantine-styles';

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <JotaiProvider>
        <MantineProvider theme={theme}>
          <Notifications position="top-right" limit={3} autoClose={4000} />
          <DocumentMeta />
          <RouterProvider router={router} />
        </MantineProvider>
      </JotaiProvider>
    </I18nextProvider>
  );
}
