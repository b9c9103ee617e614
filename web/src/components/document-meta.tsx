import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

interface PageMeta {
  title: string;
  description?: string;
}

/** The pages' own titles on screen, in the order they mounted: the last one is the document's. */
const pages = new Set<PageMeta>();

/** The app's own title and description, in the active language; `name` ends a page's title. */
interface AppMeta {
  name: string;
  title: string;
  description: string;
}

function show(app: AppMeta) {
  const page = [...pages].at(-1);
  document.title = page ? `${page.title} · ${app.name}` : app.title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', page?.description ?? app.description);
}

interface Props {
  /** A page's own title, shown as "title · Tutorly" while the page is mounted. */
  title?: string;
  description?: string;
}

/**
 * Keeps <title> and the meta description in the active language: the app's own, or a page's while
 * it is shown. A page's wins whichever effect runs last (React runs a parent's after its children's,
 * so the app's own would otherwise undo a page's at every change of language).
 */
export function DocumentMeta({ title, description }: Props) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const app = { name: t('app.name'), title: t('app.title'), description: t('app.description') };
    const page = title ? { title, description } : undefined;
    if (page) pages.add(page);
    show(app);
    return () => {
      if (page) pages.delete(page);
      show(app);
    };
  }, [t, i18n.language, title, description]);
  return null;
}
