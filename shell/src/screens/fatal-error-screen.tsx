import { MessageScreen, ReloadButton } from './message-screen';

/** When the app cannot go on at all (no environment file, a global error in production): say so, offer a reload. */
export function FatalErrorScreen() {
  return (
    <main id="main" className="main">
      <MessageScreen
        titleId="shell.error.title"
        bodyId="shell.error.body"
        action={<ReloadButton labelId="shell.error.retry" />}
      />
    </main>
  );
}
