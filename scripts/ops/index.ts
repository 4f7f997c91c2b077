import noticePublish from './notice-publish';
import priceSet from './price-set';
import offlineAudit from './offline-audit';
import invoiceStatus from './invoice-status';
import closeMonth from './close-month';
import certificationDecide from './certification-decide';
import jobs from './jobs';
import staffCreate from './staff-create';
import type { OpsVerb } from './verb';

/** Every operator verb; a new one is a file beside this one and one line here. */
export const verbs: OpsVerb[] = [
  noticePublish,
  priceSet,
  offlineAudit,
  invoiceStatus,
  closeMonth,
  certificationDecide,
  jobs,
  staffCreate,
];
