/** The two legal documents of spec §2; each names its part of the `legal` namespace. */
export type TLegalDocument = 'privacy' | 'terms';

/** A section's content: a string is a paragraph, a list of strings a bulleted list. */
export type TLegalContent = (string | string[])[];
