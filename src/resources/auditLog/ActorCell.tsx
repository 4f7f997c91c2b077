import { useRecordContext, useTranslate } from 'react-admin';
import { PLATFORM_ACTOR_ID, type AuditEntry } from '../../../contract/auditLog';

/** Who made the change: a person's address, or the platform (its staff, never named here). */
export function ActorCell() {
  const entry = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  if (!entry) return null;
  return <>{entry.actorId === PLATFORM_ACTOR_ID ? translate('auditLog.platform') : entry.actor}</>;
}
