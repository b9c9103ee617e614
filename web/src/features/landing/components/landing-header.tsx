import { Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher';
import type { SectionNavigation } from '@/features/landing/hooks/use-section-navigation';
import { NAV_SECTIONS } from '@/features/landing/sections';
import type { LandingActions } from '@/features/landing/types';
import classes from './landing-header.module.css';

interface Props extends LandingActions {
  navigation: SectionNavigation;
}

const MOBILE_MENU_ID = 'landing-mobile-menu';

/**
 * Sticky header: brand, section anchors, language, Student and Teacher's. Below 62em the anchors
 * and the language move into a menu; the two actions stay in sight.
 */
export function LandingHeader({ navigation, renderStudentAction, renderTeacherAction }: Props) {
  const { t } = useTranslation(['landing', 'common']);
  const [isMenuOpen, { toggle: toggleMenu, close: closeMenu }] = useDisclosure(false);
  const { activeSection, linkTo } = navigation;

  useEffect(() => {
    if (!isMenuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isMenuOpen, closeMenu]);

  const links = (onNavigate?: () => void) =>
    NAV_SECTIONS.map((id) => (
      <a
        key={id}
        className={classes.navLink}
        aria-current={activeSection === id ? 'location' : undefined}
        {...linkTo(id, onNavigate)}
      >
        {t(`nav.${id}`)}
      </a>
    ));

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.headerBar}>
        <a className={classes.brand} {...linkTo('home', closeMenu)}>
          <span className={classes.brandMark} aria-hidden>
            T
          </span>
          <span className={classes.brandName}>{t('common:app.name')}</span>
        </a>
        <nav aria-label={t('nav.label')} className={classes.desktopNav}>
          {links()}
        </nav>
        <Group gap={8} wrap="nowrap" ml="auto">
          <div className={classes.desktopOnly}>
            <LanguageSwitcher />
          </div>
          {renderStudentAction({ label: t('actions.student'), variant: 'default', className: classes.headerAction })}
          {renderTeacherAction({ label: t('actions.teacher'), plan: 'monthly', className: classes.headerAction })}
          <Burger
            hiddenFrom="md"
            opened={isMenuOpen}
            onClick={toggleMenu}
            aria-label={t(isMenuOpen ? 'nav.closeMenu' : 'nav.openMenu')}
            aria-expanded={isMenuOpen}
            aria-controls={MOBILE_MENU_ID}
          />
        </Group>
      </Container>
      {isMenuOpen && (
        <div id={MOBILE_MENU_ID} className={classes.mobileMenu}>
          <nav aria-label={t('nav.label')} className={classes.mobileNav}>
            {links(closeMenu)}
          </nav>
          <LanguageSwitcher />
        </div>
      )}
    </header>
  );
}
