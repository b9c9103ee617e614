/** The landing page's sections in page order; each id is the URL hash that links to it. */
export const SECTIONS = ['home', 'features', 'how-it-works', 'pricing', 'about', 'contact'] as const;
export type TSection = (typeof SECTIONS)[number];

/** The header's anchors (spec §2: Home, Features, Pricing, Contact). */
export const NAV_SECTIONS = ['home', 'features', 'pricing', 'contact'] as const satisfies readonly TSection[];

export function isSection(id: string): id is TSection {
  return (SECTIONS as readonly string[]).includes(id);
}
