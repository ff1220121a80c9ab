// The proposal tool's scans (collected for the worker by generated/toolScans.ts): the reminders due to
// clients, once per REMINDER_SCAN_MS for the whole cluster.
import { ScanName } from '@growth-suite/server';
import type { ToolScan } from '../../toolScan.ts';
import { remindDue } from './reminderScan.ts';

export const scans: ToolScan[] = [{ name: ScanName.Reminders, every: ({ reminderScanMs }) => reminderScanMs, run: remindDue }];
