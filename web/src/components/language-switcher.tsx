import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, languageOf } from '@/lib/i18n';
import classes from './language-switcher.module.css';

/**
 * A native select: the phone's own picker, keyboard support for free, and none of the ~15 kB
 * gzip a Mantine Menu (Popover, floating-ui) would add to the landing page's first load.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = languageOf(i18n.resolvedLanguage);
  return (
    <div className={classes.root}>
      <IconLanguage size={18} aria-hidden className={classes.icon} />
      <select
        className={classes.select}
        value={current}
        aria-label={t('common.language')}
        onChange={(event) => void i18n.changeLanguage(event.currentTarget.value)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`common.languages.${language}`)}
          </option>
        ))}
      </select>
      <IconChevronDown size={14} aria-hidden className={classes.chevron} />
    </div>
  );
}
