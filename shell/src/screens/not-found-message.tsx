import { MessageScreen } from './message-screen';

export function NotFoundMessage({ kind }: { kind: 'page' | 'merchant' }) {
  return kind === 'merchant' ? (
    <MessageScreen titleId="shell.merchantNotFound.title" bodyId="shell.merchantNotFound.body" />
  ) : (
    <MessageScreen titleId="shell.notFound.title" bodyId="shell.notFound.body" />
  );
}
