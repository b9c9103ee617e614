import classes from './landing.module.css';

/** The centred title and subtitle every landing section opens with; `id` names the section for assistive technology. */
export function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle: string }) {
  return (
    <div className={classes.sectionHeading}>
      <h2 id={id} className={classes.sectionTitle}>
        {title}
      </h2>
      <p className={classes.sectionSubtitle}>{subtitle}</p>
    </div>
  );
}
