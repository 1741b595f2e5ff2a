import { SavedSwitch } from '@/components/ui/saved-switch';
import { shareSessionNotes, useSessionSharingSaved } from '../api/share-session-notes';

/** Under a session's mentor notes: share them with her linked parents or guardians (off until she turns it on). */
export function ShareSessionSwitch({ sessionId, sharedWithFamily = false }: { sessionId: string; sharedWithFamily?: boolean }) {
  const onSaved = useSessionSharingSaved(sessionId);
  return (
    <SavedSwitch
      checked={sharedWithFamily}
      label="Share with my parent"
      description="Your linked parents or guardians see these notes and action items. Turn it off and they no longer do."
      save={(shared) => shareSessionNotes(sessionId, shared)}
      onSaved={onSaved}
      className="rounded-xl border border-plum-100 bg-white p-3"
    />
  );
}
