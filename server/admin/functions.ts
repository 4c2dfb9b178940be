import {
  adminBroadcastAudienceBody,
  adminBroadcastAudienceResponse,
  adminListEmailLogsBody,
  adminListEmailLogsResponse,
  adminListPartnersBody,
  adminListPartnersResponse,
  adminListUsersBody,
  adminListUsersResponse,
  adminSendNotificationsBody,
  adminSendNotificationsResponse,
  adminSuspendUserBody,
  adminSuspendUserResponse,
} from '../../contracts/admin';
import { defineFunction } from '../functions/define';
import { publicOrigin } from '../origin';
import { audienceCounts } from './broadcast-job';
import { listEmailLogs } from './email-logs';
import { listPartners } from './partners';
import { sendNotifications } from './send-notifications';
import { translator } from '../i18n/translate';
import { listUsers, setSuspended } from './users';

// The admin rows of docs/product.md §10's function table (the partner ones live in server/venues/functions.ts).
// All are admin-only: anonymous callers get 401, members 403, before the body is read.

// Lists are read as an admin types in a search box: allow more than the default 60 a minute.
const LIST_PER_MINUTE = 240;

/** {page or after, pageSize (25), q, role} → {users, next_cursor}. */
export const adminListUsersFunction = defineFunction({
  name: 'admin-list-users',
  access: 'admin',
  perMinute: LIST_PER_MINUTE,
  body: adminListUsersBody,
  response: adminListUsersResponse,
  async handler({ body, deps }) {
    return listUsers(deps.db, body);
  },
});

/** {page, pageSize (25), q, published ('', 'true', 'false')} → {partners} with venue_count. */
export const adminListPartnersFunction = defineFunction({
  name: 'admin-list-partners',
  access: 'admin',
  perMinute: LIST_PER_MINUTE,
  body: adminListPartnersBody,
  response: adminListPartnersResponse,
  async handler({ body, deps }) {
    return { partners: await listPartners(deps.db, body) };
  },
});

/** {userId, suspend} → {success, user}; suspending ends the user's sessions. */
export const adminSuspendUserFunction = defineFunction({
  name: 'admin-suspend-user',
  access: 'admin',
  body: adminSuspendUserBody,
  response: adminSuspendUserResponse,
  async handler({ body, actor, deps }) {
    return { success: true as const, user: await setSuspended(deps.db, actor.userId, body.userId, body.suspend, { appName: deps.config.appName, origin: publicOrigin(deps.config) }) };
  },
});

/** {page, pageSize (50)} → {logs}, newest first. */
export const adminListEmailLogsFunction = defineFunction({
  name: 'admin-list-email-logs',
  access: 'admin',
  perMinute: LIST_PER_MINUTE,
  body: adminListEmailLogsBody,
  response: adminListEmailLogsResponse,
  async handler({ body, deps }) {
    return { logs: await listEmailLogs(deps.db, body) };
  },
});

/** {title, message, type 'info', mode 'broadcast' | 'single', userId | role} → {message}. */
export const adminSendNotificationsFunction = defineFunction({
  name: 'admin-send-notifications',
  access: 'admin',
  perMinute: 20,
  body: adminSendNotificationsBody,
  response: adminSendNotificationsResponse,
  async handler({ body, deps, actor, req }) {
    return sendNotifications(deps.db, { ...body, senderId: actor.userId }, translator(req.locale));
  },
});

/** {role} → {addressed, reachable}: what the send form's confirmation names before a broadcast goes out. */
export const adminBroadcastAudienceFunction = defineFunction({
  name: 'admin-broadcast-audience',
  access: 'admin',
  perMinute: LIST_PER_MINUTE,
  body: adminBroadcastAudienceBody,
  response: adminBroadcastAudienceResponse,
  async handler({ body, deps }) {
    return audienceCounts(deps.db, body.role || null);
  },
});

export const ADMIN_FUNCTIONS = [
  adminBroadcastAudienceFunction,
  adminListUsersFunction,
  adminListPartnersFunction,
  adminSuspendUserFunction,
  adminListEmailLogsFunction,
  adminSendNotificationsFunction,
];
