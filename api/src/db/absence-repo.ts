import type { Db } from './db';

export type AbsenceKind = 'break' | 'holiday' | 'sickness' | 'vacation';

export type NewAbsence = {
  organizationId: string;
  employeeId: string;
  kind: AbsenceKind;
  start: Date;
  end: Date;
  reason?: string | null;
  notes?: string | null;
};

export async function insertAbsence(db: Db, absence: NewAbsence): Promise<void> {
  await db.query(
    `INSERT INTO absences (organization_id, employee_id, kind, during, reason, notes)
     VALUES ($1, $2, $3, tstzrange($4, $5, '[)'), $6, $7)`,
    [
      absence.organizationId,
      absence.employeeId,
      absence.kind,
      absence.start,
      absence.end,
      absence.reason ?? null,
      absence.notes ?? null,
    ],
  );
}
