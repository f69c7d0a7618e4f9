// Creates or drops the PostgreSQL database of one CI run (and any per-file test databases
// derived from it). Usage: node scripts/ci-db.mjs create|drop <name>
import pg from 'pg';

const [action, name] = process.argv.slice(2);
if (!/^[a-z0-9_]+$/.test(name ?? '') || !['create', 'drop'].includes(action)) {
  console.error('usage: node scripts/ci-db.mjs create|drop <lowercase_name>');
  process.exit(2);
}
const admin = new pg.Client({
  connectionString:
    process.env.CI_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
});
await admin.connect();
if (action === 'create') {
  await admin.query(`CREATE DATABASE ${name}`);
} else {
  const { rows } = await admin.query(
    'SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2',
    [name, `${name}\\_t\\_%`],
  );
  for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
}
await admin.end();
