/** Test-side view of the emulator addresses (the launcher's config is the single source). */
export { ADMIN_EMULATOR_ENV, APP_URL, FUNCTIONS_URL, HOST, PORTS, PROJECT_ID, STORAGE_BUCKET } from '../../emulators/config.ts';
