import { render, screen } from '@testing-library/react';
import { initializeApp } from 'firebase/app';
import { collection, getFirestore, terminate } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { useLiveCollection } from './live-firestore';

function Bell({ firestore }: { firestore: ReturnType<typeof getFirestore> }) {
  const { status } = useLiveCollection(collection(firestore, 'notifications'));
  return <p>Bell: {status}</p>;
}

describe('a live read whose listener fails', () => {
  it('reports status error to the part that asked, instead of throwing the page into the error screen', async () => {
    // A real listener error from the real Firestore SDK, without a network: a client that has been
    // shut down refuses to listen (as the server does when the rules refuse a read).
    const firestore = getFirestore(initializeApp({ projectId: 'live-read-test', apiKey: 'x', appId: 'x' }, 'live-read-test'));
    await terminate(firestore);
    render(<Bell firestore={firestore} />);
    expect(await screen.findByText('Bell: error')).toBeTruthy();
  });
});
