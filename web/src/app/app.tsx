// First: the components' own styles must come after Mantine's to override them.
import '@/app/mantine-styles';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/router';
import { LocalizedMantine } from '@/app/localized-mantine';
import { DocumentMeta } from '@/components/document-meta';
import { NotificationsHost } from '@/components/notifications-host';
import { i18n } from '@/lib/i18n';

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      {/* No jotai Provider: the default store serves the one app, and jotai stays off the landing's first load. */}
      <LocalizedMantine>
        <NotificationsHost position="top-right" limit={3} autoClose={4000} />
        <DocumentMeta />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </LocalizedMantine>
    </I18nextProvider>
  );
}
