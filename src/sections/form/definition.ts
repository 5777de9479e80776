import { formSection } from './schema.ts';
import { defineSection } from '../define.ts';

/** Sign-in, registration, password reset, contact and affiliate forms; each form's behaviour is in code. */
export default defineSection({ schema: formSection });
