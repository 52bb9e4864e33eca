import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BRANCH, type BusyBranch, SLUG } from './busy-branch';

/** The newest Debian PostgreSQL's pgbench, or $PG_BIN's. */
export async function findPgBin(): Promise<string | null> {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = (await readdir(root)).sort((a, b) => Number(b) - Number(a));
  const bin = versions.map((v) => join(root, v, 'bin')).find((dir) => existsSync(join(dir, 'pgbench')));
  return bin ?? null;
}

/**
 * The statements the API runs for one booking without a hold (merchant and branch,
 * idempotency claim, services, employees and their hours, what occupies the employee,
 * then the insert that also completes the key), as a pgbench script. Only the insert
 * differs: ON CONFLICT DO NOTHING, because pgbench stops a client at its first error,
 * and starts spread over years so that conflicts are rare: this is the ceiling.
 */
function script(branch: BusyBranch): string {
  const org = branch.organizationId;
  const employee = `(SELECT id FROM employees WHERE organization_id = '${org}' ORDER BY position OFFSET :e LIMIT 1)`;
  const start = `(timestamptz '2031-01-06 08:00+00' + :slot * interval '10 minutes')`;
  const body = JSON.stringify({
    results: { appointment: { padding: 'x'.repeat(1400) }, manage_token: 'x'.repeat(43) },
  });
  return `\\set e random(0, 9)
\\set slot random(0, 300000)
\\set k random(1, 1000000000000)
SELECT o.id, o.slug, o.page_activated, o.currency, o.max_services_per_appointment, o.allow_employee_selection, o.reservation_frequency_minutes, o.min_booking_lead_time_value, o.min_booking_lead_time_unit, o.max_booking_lead_time_value, o.max_booking_lead_time_unit, o.cancellation_lead_time_value, o.cancellation_lead_time_unit, o.hold_minutes, o.editing_limit_value, o.editing_limit_unit, o.editing_fee_minor, o.late_cancellation_fee_minor, o.late_rescheduling_fee_minor, b.id AS branch_id, b.slug AS branch_slug, b.name AS branch_name, b.timezone AS branch_timezone FROM organizations o LEFT JOIN branches b ON b.organization_id = o.id AND b.slug = '${BRANCH}' WHERE o.slug = '${SLUG}';
INSERT INTO idempotency_keys (organization_id, key, request_hash, state, started_at, expires_at) VALUES ('${org}', 'pgbench-' || :k, md5(:k::text), 'running', now(), now() + interval '1 day') ON CONFLICT (organization_id, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, state = 'running', response_status = NULL, response_body = NULL, started_at = EXCLUDED.started_at, expires_at = EXCLUDED.expires_at WHERE idempotency_keys.expires_at <= now() RETURNING 1;
SELECT s.id, s.name, s.duration_minutes, s.price_minor FROM services s JOIN branch_services bs ON bs.service_id = s.id WHERE bs.branch_id = '${branch.branchId}' AND s.id = ANY(string_to_array('${branch.quickService}', ',')::uuid[]);
SELECT e.id, e.first_name, e.last_name, e.position, ARRAY(SELECT es.service_id::text FROM employee_services es JOIN branch_services bs ON bs.service_id = es.service_id AND bs.branch_id = '${branch.branchId}' WHERE es.employee_id = e.id ORDER BY es.service_id) AS service_ids FROM employees e WHERE EXISTS (SELECT 1 FROM employee_working_hours h WHERE h.employee_id = e.id AND h.branch_id = '${branch.branchId}') ORDER BY e.position, e.last_name, e.first_name;
SELECT employee_id, weekday, (extract(epoch FROM start_time) / 60)::int AS start_minute, (extract(epoch FROM end_time) / 60)::int AS end_minute FROM employee_working_hours WHERE branch_id = '${branch.branchId}';
SELECT employee_id, lower(during), upper(during), 'absence', NULL::timestamptz, NULL::uuid FROM absences WHERE employee_id = ANY(ARRAY[${employee}]) AND during && tstzrange(${start} - interval '10 hours', ${start} + interval '14 hours') UNION ALL SELECT employee_id, lower(during), upper(during), CASE WHEN status = 'held' THEN 'hold' ELSE 'appointment' END, hold_expires_at, id FROM appointments WHERE employee_id = ANY(ARRAY[${employee}]) AND during && tstzrange(${start} - interval '10 hours', ${start} + interval '14 hours') AND status <> 'cancelled';
WITH claim AS (INSERT INTO appointments (id, organization_id, branch_id, employee_id, status, services, price_minor, currency, created_at, updated_at, manage_token_hash, first_name, last_name, email, phone, comment, reminder, payment, policy, during) VALUES (gen_random_uuid(), '${org}', '${branch.branchId}', ${employee}, 'booked', '[{"id":"${branch.quickService}","name":"Service 0","duration_minutes":30,"price_minor":2000}]'::text::jsonb, 2000, 'EUR', now(), now(), md5(random()::text) || md5(random()::text), 'Load', 'Test', 'load@example.com', '+493012345670', NULL, 'none', 'on_site', '{"cancellation_lead_time":{"value":1,"type":"days"}}'::text::jsonb, tstzrange(${start}, ${start} + interval '30 minutes', '[)')) ON CONFLICT DO NOTHING RETURNING id), done AS (UPDATE idempotency_keys k SET state = 'done', response_status = 201, response_body = '${body}'::text::jsonb FROM claim WHERE k.organization_id = '${org}' AND k.key = 'pgbench-' || :k) SELECT id FROM claim;
`;
}

/** Transactions per second of that script with `clients` clients, straight against PostgreSQL. */
export async function runPgbench(url: string, branch: BusyBranch, options: { clients: number; seconds: number }) {
  const bin = await findPgBin();
  if (!bin) return { skipped: 'no pgbench found (set PG_BIN)' } as const;
  const dir = await mkdtemp(join(tmpdir(), 'pgbench-'));
  try {
    const file = join(dir, 'booking.sql');
    await writeFile(file, script(branch));
    const args = [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(options.clients),
      '-j',
      '2',
      '-T',
      String(options.seconds),
      '-f',
      file,
      url,
    ];
    const { stdout } = await promisify(execFile)(join(bin, 'pgbench'), args, { maxBuffer: 1 << 20 });
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
    return { tps: Number(tps) } as const;
  } finally {
    await rm(dir, { recursive: true });
  }
}
