import { Badge } from '@/components/ui/badge';
import { statusLabel } from '../lib/packages';
import { sessionBadgeVariant } from '../lib/sessions';

/** A session's status, as its badge variant. */
export function SessionStatusBadge({ status }: { status: string }) {
  return <Badge variant={sessionBadgeVariant(status)}>{statusLabel(status)}</Badge>;
}
