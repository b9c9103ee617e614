import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TSection } from '@/features/landing/sections';
import classes from './landing.module.css';

interface Props {
  id: TSection;
  title: string;
  subtitle: string;
  size?: 'md' | 'lg';
  isTinted?: boolean;
  children: ReactNode;
}

/** A section the header links to: focusable (links move focus there), named by its centred title. */
export function LandingSection({ id, title, subtitle, size = 'lg', isTinted = false, children }: Props) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className={isTinted ? `${classes.section} ${classes.tinted}` : classes.section}
    >
      <Container size={size}>
        <div className={classes.sectionHeading}>
          <h2 id={`${id}-title`} className={classes.sectionTitle}>
            {title}
          </h2>
          <p className={classes.sectionSubtitle}>{subtitle}</p>
        </div>
        {children}
      </Container>
    </section>
  );
}
