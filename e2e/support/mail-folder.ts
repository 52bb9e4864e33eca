import { mailsTo } from './customer-mail';
import { expect } from './test';

/**
 * The link in the email the outbox sent to `address` for `path` (`/staff/confirm-email`),
 * waited for: the outbox sends on its own beat. As a path with its fragment, for page.goto.
 */
export async function emailedLink(address: string, path: string): Promise<string> {
  const link = new RegExp(`https?://\\S*${path}#token=[A-Za-z0-9_-]{43}`);
  let found: string[] = [];
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).flatMap((mail) => mail.match(link)?.[0] ?? []);
        return found.length;
      },
      { message: `an email to ${address} with a link to ${path}`, timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  const url = new URL(found[found.length - 1] ?? '');
  return `${url.pathname}${url.hash}`;
}
