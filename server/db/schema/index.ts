// Every table, for drizzle-kit and for typed queries.
export * from './auth';
export * from './profiles';
export * from './partners';
export * from './venues';
export * from './meetups';
export * from './notifications';
export * from './membership';
export * from './limits';
export * from './calendar';
export * from './newsletter';
export * from './network';
export * from './site';
