import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData, useUser } from 'reactfire';

interface Profile {
  name?: string;
  avatarUrl?: string;
  email?: string;
}

/** The signed-in user's own profile document (tutors/{uid} or students/{uid}), read live under the rules. */
export function useProfile(collection: 'tutors' | 'students') {
  const { data: user } = useUser();
  const firestore = useFirestore();
  const ref = doc(firestore, collection, user?.uid ?? '_');
  const { status, data } = useFirestoreDocData(ref);
  return { status, profile: data as Profile | undefined };
}
