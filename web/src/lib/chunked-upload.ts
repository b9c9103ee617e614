// Stand-in until the YouTube publishing branch merges (it replaces this file): same signature, always failing.
// eslint-disable-next-line @typescript-eslint/require-await
export async function uploadInChunks(
  file: File,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal },
): Promise<{ fileId: string }> {
  void file;
  void options;
  throw new Error('Video upload is not available yet.');
}
