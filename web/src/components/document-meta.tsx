import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** A page's own title, shown as "title · Tutorly" while the page is mounted. */
  title?: string;
  description?: string;
}

/** Keeps <title> and the meta description in the active language: the app's own, or a page's while it is shown. */
export function DocumentMeta({ title, description }: Props) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const meta = document.querySelector('meta[name="description"]');
    const previous = { title: document.title, description: meta?.getAttribute('content') };
    document.title = title ? `${title} · ${t('app.name')}` : t('app.title');
    meta?.setAttribute('content', description ?? t('app.description'));
    return () => {
      document.title = previous.title;
      if (previous.description) meta?.setAttribute('content', previous.description);
    };
  }, [t, i18n.language, title, description]);
  return null;
}
