import type { Knex } from 'knex';

// The contact page showed a made-up 555 phone number and a sample New York address, seeded as
// settings. An installation that still has exactly those samples gets them emptied (the page hides
// an empty phone or address); a value an admin typed is left alone.
const SAMPLES = [
  { key: 'contact_phone', value: '+1 (555) 123-4567', description: 'Phone number on the contact page; empty hides it' },
  { key: 'contact_address', value: '123 Business Avenue\nSuite 400\nNew York, NY 10001', description: 'Office address on the contact page (one line per row); empty hides it' },
];

export async function up(knex: Knex): Promise<void> {
  for (const sample of SAMPLES) {
    await knex('settings').where({ key: sample.key, value: sample.value }).update({ value: '', description: sample.description });
  }
}

// Nothing to put back: an empty value is what a new installation has too.
export async function down(): Promise<void> {}
