import { useLastSeen } from '@/lib/last-seen';

const asName = (kept: unknown) => (typeof kept === 'string' && kept ? kept : undefined);

/** The profile's name once it has loaded, and until then the one this device last saw (the greeting is the home's largest text). */
export function useShownName(profileName: string | undefined): string | undefined {
  return useLastSeen('Name', profileName, asName);
}
