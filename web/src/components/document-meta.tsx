import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Keeps <title> and the meta description in the active language. */
export function DocumentMeta() {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = t('app.title');
    document.querySelector('meta[name="description"]')?.setAttribute('content', t('app.description'));
  }, [t, i18n.language]);
  return null;
}
