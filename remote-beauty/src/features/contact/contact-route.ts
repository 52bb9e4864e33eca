import { contactLoader } from './api/contact-loader';
import { ContactStep } from './components/contact-step';

/** Loaded on demand: the phone check (libphonenumber) arrives with this step, not before. */
export const loader = contactLoader;
export const Component = ContactStep;
