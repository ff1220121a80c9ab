// The proposal tool's repository, by concept: what its routes, its scan and the site admins' overview use.
export * from './acceptances.ts';
export * from './reminders.ts';
export * from './reminderScan.ts';
export * from './sends.ts';
export * from './threads.ts';
export * from './updates.ts';
export * from './views.ts';
export type { AcceptanceRecord, SendRecord } from './rows.ts';
export * from './pipeline.ts';
