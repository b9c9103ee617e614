import { i18n } from '@/lib/i18n';

/** The two legal documents of spec §2; each names its part of the `legal` namespace. */
export type TLegalDocument = 'privacy' | 'terms';

/** A section's content: a string is a paragraph, a list of strings a bulleted list. */
export type TLegalContent = (string | string[])[];

/**
 * The legal texts are long, so they arrive with their pages rather than with the landing page:
 * in the detected language (hence waiting for i18n's start-up) and in English, the fallback.
 */
export async function loadLegalTexts(): Promise<void> {
  if (!i18n.isInitialized) {
    await new Promise<void>((resolve) => {
      const onInitialized = () => {
        i18n.off('initialized', onInitialized);
        resolve();
      };
      i18n.on('initialized', onInitialized);
    });
  }
  await i18n.loadNamespaces('legal');
}
