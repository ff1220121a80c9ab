import type { ContactStatus, ContactSubmission } from '@growth-suite/shared';
import type { Knex } from 'knex';
import { toIso } from '../rows.ts';

interface ContactRow {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: ContactStatus;
  created_at: Date;
}

const toSubmission = (row: ContactRow): ContactSubmission => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  status: row.status,
  createdAt: toIso(row.created_at),
});

const table = (db: Knex) => db<ContactRow>('contact_submissions');

export async function createContactSubmission(
  db: Knex,
  submission: { name: string; email: string; subject: string; message: string },
): Promise<ContactSubmission> {
  const [id] = await table(db).insert({ ...submission, status: 'new' });
  return (await findContactSubmission(db, Number(id)))!;
}

export async function listContactSubmissions(db: Knex): Promise<ContactSubmission[]> {
  return (await table(db).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])).map(toSubmission);
}

export async function findContactSubmission(db: Knex, id: number): Promise<ContactSubmission | null> {
  const row = await table(db).where({ id }).first();
  return row ? toSubmission(row) : null;
}

export async function updateContactStatus(db: Knex, id: number, status: ContactStatus): Promise<ContactSubmission | null> {
  const count = await table(db).where({ id }).update({ status });
  return count > 0 ? findContactSubmission(db, id) : null;
}
