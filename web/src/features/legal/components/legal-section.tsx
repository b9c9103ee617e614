import type { TLegalContent } from '@/features/legal/legal-texts';
import classes from './legal.module.css';

export function LegalSection({ title, content }: { title: string; content: TLegalContent }) {
  return (
    <section className={classes.section}>
      <h2 className={classes.sectionTitle}>{title}</h2>
      {content.map((block, index) =>
        typeof block === 'string' ? (
          <p key={index}>{block}</p>
        ) : (
          <ul key={index}>
            {block.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </section>
  );
}
