import { SignUpPage } from './components/sign-up-page';

/** Loaded on demand (route `lazy`): a business signs itself up. */
export const Component = SignUpPage;
