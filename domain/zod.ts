import { z } from 'zod';
import { readableIssueMessage } from './validationMessages';

// Every schema of domain/ is built from this import, so wherever one is parsed (API, console, tests) an issue that its
// schema does not word itself reads as a sentence about the field (validationMessages.ts).
z.config({ customError: readableIssueMessage });

export { z };
