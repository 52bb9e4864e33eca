import { InvitationPage } from './components/invitation-page';

/** Loaded on demand (route `lazy`): the invitation email's link. */
export const Component = InvitationPage;
