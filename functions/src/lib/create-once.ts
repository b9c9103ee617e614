const ALREADY_EXISTS = 6;

/** Creates `ref` unless it exists: ids derived from the event mean a retried trigger writes nothing twice. */
export async function createOnce(ref: FirebaseFirestore.DocumentReference, data: object): Promise<void> {
  try {
    await ref.create(data);
  } catch (error) {
    if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
  }
}
