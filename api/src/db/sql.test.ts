import { describe, expect, it } from '@rstest/core';
import { insertList, joinSql, rawSql, setList, sql } from './sql';

describe('sql', () => {
  it('numbers the parameters of nested pieces in the order they are written', () => {
    const claim = sql`INSERT INTO keys (key) VALUES (${'k-1'}) RETURNING 1`;
    const statement = sql`WITH key_claim AS (${claim}) SELECT * FROM slots WHERE branch_id = ${'b-1'} AND day = ${'2026-03-29'}`;
    expect(statement.compile()).toEqual({
      text: 'WITH key_claim AS (INSERT INTO keys (key) VALUES ($1) RETURNING 1) SELECT * FROM slots WHERE branch_id = $2 AND day = $3',
      values: ['k-1', 'b-1', '2026-03-29'],
    });
  });

  it('keeps a value out of the text even when it looks like SQL', () => {
    const { text, values } = sql`SELECT * FROM customers WHERE last_name = ${"x'; DROP TABLE customers; --"}`.compile();
    expect(text).toBe('SELECT * FROM customers WHERE last_name = $1');
    expect(values).toEqual(["x'; DROP TABLE customers; --"]);
  });

  it('joins a dynamic WHERE list, and an empty list is no text', () => {
    const where = joinSql(
      [sql`organization_id = ${'o-1'}`, rawSql('deleted_at IS NULL'), sql`status = ${'booked'}`],
      ' AND ',
    );
    expect(sql`SELECT id FROM a WHERE ${where} LIMIT ${20}`.compile()).toEqual({
      text: 'SELECT id FROM a WHERE organization_id = $1 AND deleted_at IS NULL AND status = $2 LIMIT $3',
      values: ['o-1', 'booked', 20],
    });
    expect(joinSql([]).compile()).toEqual({ text: '', values: [] });
  });

  it('writes SET and INSERT lists with casts where a value needs one', () => {
    const row = { first_name: 'Ada', addresses: sql`${'[]'}::text::jsonb`, updated_at: new Date(0) };
    expect(sql`UPDATE customers SET ${setList(row)} WHERE id = ${'c-1'}`.compile()).toEqual({
      text: 'UPDATE customers SET first_name = $1, addresses = $2::text::jsonb, updated_at = $3 WHERE id = $4',
      values: ['Ada', '[]', new Date(0), 'c-1'],
    });
    expect(sql`INSERT INTO customers ${insertList(row)}`.compile()).toEqual({
      text: 'INSERT INTO customers (first_name, addresses, updated_at) VALUES ($1, $2::text::jsonb, $3)',
      values: ['Ada', '[]', new Date(0)],
    });
  });
});
