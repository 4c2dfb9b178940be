import type { AppFunction } from './define';
import { sendEmailFunction } from './send-email';
import { VENUE_FUNCTIONS } from '../venues/functions';
import { scheduleRemindersFunction } from '../reminders/function';
import { ADMIN_FUNCTIONS } from '../admin/functions';

/**
 * Every POST /functions/v1/{name}. To add one: create server/functions/<name>.ts (or a file in
 * your domain folder) exporting `defineFunction({...})`, then add it to this list — one import
 * and one entry, so parallel work on different functions merges cleanly.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const FUNCTIONS: AppFunction<any, any, any>[] = [sendEmailFunction, ...VENUE_FUNCTIONS, scheduleRemindersFunction, ...ADMIN_FUNCTIONS];
