import { Button, Container } from '@mantine/core';
import { IconArrowLeft, IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DocumentMeta } from '@/components/document-meta';
import { LanguageSwitcher } from '@/components/language-switcher';
import { supportMailto } from '@/config/contact';
import { paths } from '@/config/paths';
import { LegalContactCard } from '@/features/legal/components/legal-contact-card';
import { LegalSection } from '@/features/legal/components/legal-section';
import type { TLegalContent, TLegalDocument } from '@/features/legal/legal-texts';
import wrapping from '@/components/wrapping-button.module.css';
import classes from './legal.module.css';

/** The privacy policy or the terms (spec §2): every section (the policy's Introduction too), the effective date, a Back button and the contact card beside. */
export function LegalPage({ document }: { document: TLegalDocument }) {
  const { t } = useTranslation(['legal', 'common']);
  const title = t(`${document}.title`);
  const intro = t(`${document}.intro`, { returnObjects: true });
  const sections = t(`${document}.sections`, { returnObjects: true }) as { title: string; content: TLegalContent }[];

  return (
    <>
      <DocumentMeta title={title} description={t(`${document}.description`)} />
      <header className={classes.header}>
        <Container size="lg" className={classes.headerBar}>
          <Link to={paths.home} className={classes.brand}>
            {t('common:app.name')}
          </Link>
          <LanguageSwitcher />
        </Container>
      </header>
      <Container size="lg" className={classes.layout}>
        <main className={classes.document}>
          <Button
            component={Link}
            to={paths.home}
            variant="subtle"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            ml={-12}
          >
            {t('common:common.back')}
          </Button>
          <h1 className={classes.title}>{title}</h1>
          <p className={classes.effective}>{t('effective')}</p>
          {/* Spec §2 opens the privacy policy with an Introduction section; the terms have none. */}
          {document === 'privacy' ? (
            <LegalSection title={t('privacy.introTitle')} content={intro} />
          ) : (
            intro.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
          )}
          {sections.map((section) => (
            <LegalSection key={section.title} title={section.title} content={section.content} />
          ))}
          <Button
            component="a"
            href={supportMailto(t(`${document}.subscribeSubject`))}
            leftSection={<IconBell size={18} aria-hidden />}
            className={`${wrapping.wrap} ${classes.subscribe}`}
          >
            {t(`${document}.subscribe`)}
          </Button>
        </main>
        <LegalContactCard />
      </Container>
    </>
  );
}
