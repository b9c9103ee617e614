import { useConfirmLeaving } from '@/hooks/use-confirm-leaving';

/**
 * A page holding unsaved work, as the lesson editor is: the same guard, with its Leave dialog's two
 * answers as plain buttons (the real dialog loads with the editor).
 */
export function UnsavedPage() {
  const leaving = useConfirmLeaving(true);
  if (!leaving.asking) return <p>Unsaved lesson</p>;
  return (
    <div role="dialog" aria-label="Leave without saving?">
      <button type="button" onClick={leaving.stay}>
        Stay
      </button>
      <button type="button" onClick={leaving.leave}>
        Leave
      </button>
    </div>
  );
}
