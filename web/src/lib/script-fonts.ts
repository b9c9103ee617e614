/**
 * Self-hosted Sinhala and Tamil fonts, so the text renders on devices without them. Only the
 * script's own subset is fetched, and only once that language is chosen.
 */
const FONTS: Record<string, { family: string; sample: string; load: () => Promise<unknown> }> = {
  si: {
    family: 'Noto Sans Sinhala',
    sample: 'අ',
    load: () =>
      Promise.all([
        import('@fontsource/noto-sans-sinhala/sinhala-400.css'),
        import('@fontsource/noto-sans-sinhala/sinhala-700.css'),
      ]),
  },
  ta: {
    family: 'Noto Sans Tamil',
    sample: 'அ',
    load: () =>
      Promise.all([import('@fontsource/noto-sans-tamil/tamil-400.css'), import('@fontsource/noto-sans-tamil/tamil-700.css')]),
  },
};

/**
 * Resolves once both weights are downloaded: Chromium does not always repaint text that was on
 * screen while a face was still loading, so the language's strings wait for the font.
 */
export async function loadScriptFont(language: string): Promise<void> {
  const font = FONTS[language];
  if (!font) return;
  try {
    await font.load();
    await Promise.all(['400', '700'].map((weight) => document.fonts.load(`${weight} 1em "${font.family}"`, font.sample)));
  } catch {
    // A font that cannot load must never keep the text from showing (system fonts may cover it).
  }
}
