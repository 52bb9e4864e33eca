import { MessageScreen, ReloadButton } from './message-screen';

/** Deploy skew: this tab's code was replaced on the server; a reload fetches the new release. */
export function NewVersionMessage() {
  return (
    <MessageScreen
      titleId="shell.newVersion.title"
      bodyId="shell.newVersion.body"
      action={<ReloadButton labelId="shell.newVersion.reload" />}
    />
  );
}
