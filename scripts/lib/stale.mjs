// Test runs create databases named gs_test_<ms>_<id> / gs_e2e_<ms>_<id> and
// drop them when they end; a run that was killed cannot. Drop the leftovers of
// runs that started over two hours ago so a machine does not fill up.
import mysql from 'mysql2/promise';

const STALE_MS = 2 * 60 * 60 * 1000;

export async function dropStaleTestDatabases(serverUrl) {
  const connection = await mysql.createConnection(serverUrl);
  try {
    const [rows] = await connection.query("SHOW DATABASES WHERE `Database` LIKE 'gs\\_test\\_%' OR `Database` LIKE 'gs\\_e2e\\_%'");
    for (const row of rows) {
      const name = Object.values(row)[0];
      const startedAt = Number(name.split('_')[2]);
      if (Number.isFinite(startedAt) && Date.now() - startedAt > STALE_MS) {
        await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      }
    }
  } finally {
    await connection.end();
  }
}
