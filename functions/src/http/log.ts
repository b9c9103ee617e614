import { error as writeError, info as writeInfo, warn as writeWarn } from 'firebase-functions/logger';

/** Structured logs (JSON in Cloud Logging); errors keep their stack here and never in responses. */
export function logInfo(message: string, data: Record<string, unknown> = {}): void {
  writeInfo(message, data);
}

export function logWarn(message: string, data: Record<string, unknown> = {}): void {
  writeWarn(message, data);
}

export function logError(message: string, data: Record<string, unknown> & { error?: unknown } = {}): void {
  const { error, ...rest } = data;
  const detail = error instanceof Error ? { error: error.message, stack: error.stack } : { error };
  writeError(message, { ...rest, ...detail });
}
