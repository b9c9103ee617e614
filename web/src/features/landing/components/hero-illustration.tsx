import classes from './landing.module.css';

/**
 * A video lesson beside the class's progress, drawn inline: no request, no layout shift (the
 * viewBox fixes its proportions), crisp at any size.
 */
export function HeroIllustration({ label }: { label: string }) {
  return (
    <svg className={classes.heroIllustration} viewBox="0 0 480 400" width="480" height="400" role="img" aria-label={label}>
      <circle cx="260" cy="200" r="180" fill="#e7f5ff" />
      <rect x="44" y="70" width="330" height="250" rx="18" fill="#d0ebff" />
      <rect x="36" y="60" width="330" height="250" rx="18" fill="#fff" stroke="#dee2e6" />
      <rect x="56" y="80" width="290" height="150" rx="12" fill="#1864ab" />
      <circle cx="201" cy="155" r="30" fill="#fff" opacity="0.95" />
      <path d="M192 140 L216 155 L192 170 Z" fill="#1864ab" />
      <rect x="72" y="212" width="258" height="6" rx="3" fill="#4dabf7" opacity="0.5" />
      <rect x="72" y="212" width="150" height="6" rx="3" fill="#fff" />
      <rect x="56" y="248" width="180" height="12" rx="6" fill="#343a40" />
      <rect x="56" y="272" width="240" height="9" rx="4.5" fill="#ced4da" />
      <rect x="56" y="288" width="200" height="9" rx="4.5" fill="#ced4da" />
      <rect x="300" y="170" width="160" height="170" rx="16" fill="#fff" stroke="#dee2e6" />
      <rect x="318" y="188" width="90" height="10" rx="5" fill="#343a40" />
      <circle cx="330" cy="226" r="11" fill="#ffd43b" />
      <rect x="350" y="221" width="92" height="10" rx="5" fill="#e9ecef" />
      <rect x="350" y="221" width="80" height="10" rx="5" fill="#40c057" />
      <circle cx="330" cy="262" r="11" fill="#ff8787" />
      <rect x="350" y="257" width="92" height="10" rx="5" fill="#e9ecef" />
      <rect x="350" y="257" width="55" height="10" rx="5" fill="#228be6" />
      <circle cx="330" cy="298" r="11" fill="#63e6be" />
      <rect x="350" y="293" width="92" height="10" rx="5" fill="#e9ecef" />
      <rect x="350" y="293" width="30" height="10" rx="5" fill="#fab005" />
      <rect x="380" y="40" width="84" height="84" rx="18" fill="#fff" stroke="#dee2e6" />
      <path d="M422 58 l8 16 18 2.6 -13 12.6 3 17.8 -16 -8.4 -16 8.4 3 -17.8 -13 -12.6 18 -2.6 Z" fill="#fcc419" />
      <rect x="20" y="330" width="150" height="48" rx="24" fill="#fff" stroke="#dee2e6" />
      <circle cx="46" cy="354" r="14" fill="#40c057" />
      <path d="M39 354 l5 5 10 -10" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="70" y="349" width="84" height="10" rx="5" fill="#adb5bd" />
    </svg>
  );
}
