import { beforeAll, describe, expect, it } from '@rstest/core';
import sharp from 'sharp';
import { type AccountsApp, confirmedOwner, send, signIn, useAccountsApp } from './helpers/account-calls';
import { ALLOWED_ORIGIN, call } from './helpers/test-app';
import { imageOf, uploadInit } from './helpers/test-images';

/*
 * An employee's photo (decision 0058's upload with `purpose=employee_photo`): saved on the
 * employee in the owner's settings, served by content hash, and carried by the public list of
 * employees customers choose from. Over the seeded demo salon and its employee Jonas.
 */
const t = useAccountsApp();
const EMPLOYEES = '/v0/staff/settings/employees';
const PUBLIC = '/v0/organizations/demo-salon/branches/mitte/employees';
type Variant = { name: string; width: number; height: number; url: string };
type Employee = {
  id: string;
  first_name: string;
  last_name: string;
  display_name: string | null;
  selectable: boolean;
  service_ids: string[];
  photo?: { id: string; variants: Variant[] } | null;
};
let owner: string;
let jonas: Employee;

const upload = async (cookie: string, purpose: string) => {
  const answer = await call(
    t().app,
    `/v0/staff/images?purpose=${purpose}`,
    uploadInit(await imageOf(400, 300), cookie, ALLOWED_ORIGIN),
  );
  expect(answer.status).toBe(201);
  return (answer.body as { results: { image: { id: string } } }).results.image.id;
};
const save = (body: Record<string, unknown>, cookie = owner) => {
  const { id, first_name, last_name, display_name, selectable, service_ids } = jonas;
  return send(
    t(),
    'PUT',
    `${EMPLOYEES}/${id}`,
    { first_name, last_name, display_name, selectable, service_ids, ...body },
    { cookie },
  );
};
const savedPhoto = (answer: { body: unknown }) =>
  (answer.body as { results: { employee: Employee } }).results.employee.photo;
const publicPhoto = async () => {
  const list = (await call(t().app, PUBLIC)).body as {
    results: { employees: { id: string; photo: Record<string, string> | null }[] };
  };
  return list.results.employees.find((e) => e.id === jonas.id)?.photo;
};

beforeAll(async () => {
  owner = (await signIn(t(), 'owner@demo-salon.test', 'demo-salon-owner')).cookie ?? '';
  const team = (await send(t(), 'GET', EMPLOYEES, undefined, { cookie: owner })).body as {
    results: { employees: Employee[] };
  };
  const found = team.results.employees.find((e) => e.first_name === 'Jonas');
  if (!found) throw new Error('the demo salon has no Jonas');
  jonas = found;
});

describe("an employee's photo", () => {
  it('is saved on the employee, served as WebP squares, and shown to customers at once', async () => {
    expect(jonas.photo).toBeNull();
    expect(await publicPhoto()).toBeNull();
    const id = await upload(owner, 'employee_photo');
    const saved = await save({ photo_image: id });
    expect(saved.status).toBe(200);
    const photo = savedPhoto(saved);
    expect(photo?.id).toBe(id);
    expect(photo?.variants.map((v) => [v.name, v.width, v.height])).toEqual([
      ['1x', 96, 96],
      ['2x', 192, 192],
      ['3x', 288, 288],
    ]);
    const x1 = photo?.variants[0]?.url ?? '';
    expect(x1).toMatch(/^https?:\/\/.+\/v0\/images\/[0-9a-f]{64}\.webp$/);
    const served = await call(t().app, new URL(x1).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toContain('immutable');
    const bytes = await t().app.request(new URL(x1).pathname);
    expect(await sharp(new Uint8Array(await bytes.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 96,
      height: 96,
    });
    expect(await publicPhoto()).toEqual({
      '1x': x1,
      '2x': photo?.variants[1]?.url,
      '3x': photo?.variants[2]?.url,
    });
  });

  it('stays when a change does not name it, and goes when set to none', async () => {
    const id = await upload(owner, 'employee_photo');
    await save({ photo_image: id });
    const renamed = await save({ display_name: 'Jonas W.' });
    expect(savedPhoto(renamed)?.id).toBe(id);
    const removed = await save({ display_name: jonas.display_name, photo_image: null });
    expect(savedPhoto(removed)).toBeNull();
    expect(await publicPhoto()).toBeNull();
  });

  it('refuses a logo or another organization’s photo at the field, changing nothing', async () => {
    const mine = await upload(owner, 'employee_photo');
    await save({ photo_image: mine });
    const other = await confirmedOwner(t() as AccountsApp, 'other-photos');
    const refusals = [await upload(owner, 'logo'), await upload(other.cookie, 'employee_photo')];
    for (const id of refusals) {
      const answer = await save({ photo_image: id });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error: { code: 'invalid_input', fields: { photo_image: [{ code: 'image_not_found' }] } },
      });
    }
    expect((await publicPhoto())?.['1x']).toContain('/v0/images/');
    // Nor can the other organization's owner put a photo on this salon's employee.
    expect((await save({ photo_image: null }, other.cookie)).status).toBe(404);
    expect(await publicPhoto()).not.toBeNull();
  });
});
