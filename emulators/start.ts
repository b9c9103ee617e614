import { buildIfStale } from '../scripts/build.ts';
import { ADMIN_EMULATOR_ENV, APP_URL, MAILBOX_URL } from './config.ts';
import { PortInUseError, startStack } from './stack.ts';

/** `npm start`: build, start the emulators, load the demo data, print where to go; Ctrl+C stops it all. */
async function main() {
  const started = Date.now();
  buildIfStale();
  console.log('Starting the Firebase emulators...');
  const stack = await startStack();
  for (const note of stack.notes) console.log(`  ${note}`);

  let signIns;
  try {
    // firebase-admin reads the emulator hosts when it loads: set them first.
    Object.assign(process.env, ADMIN_EMULATOR_ENV);
    const { seedDemoData } = await import('./seed/run.ts');
    signIns = await seedDemoData();
  } catch (error) {
    await stack.stop();
    throw new Error(`loading the demo data failed: ${(error as Error).message}`, { cause: error });
  }

  console.log(`\nTutorly is running at ${APP_URL}  (ready in ${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
  console.log('Demo sign-ins (Teachers: "Teacher\'s" button, then pick the account in the Auth emulator\'s Google window):');
  for (const s of signIns) console.log(`  ${s.role.padEnd(8)} ${s.name.padEnd(20)} ${s.email.padEnd(34)} ${s.note}`);
  console.log(`Students: "Student" button, enter the e-mail, then read the 6-digit code in the mail inbox: ${MAILBOX_URL}`);
  console.log(`Emulator logs: ${stack.logFile}`);
  console.log('Press Ctrl+C to stop.');

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error instanceof PortInUseError ? error.message : `npm start failed: ${(error as Error).message}`);
  process.exit(1);
});
