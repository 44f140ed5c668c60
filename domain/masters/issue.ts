import { z } from '../zod';
import { masterName, publishState, requiredText } from './common';

/** Issue master: issueId, name, description. */
export const issueCreateSchema = z.object({
  name: masterName('Issue name'),
  description: requiredText('Description', 1000),
  status: publishState.default('Publish'),
});
export const issueUpdateSchema = issueCreateSchema.extend({ id: z.string().min(1, 'Id is required') });

export interface Issue {
  id: string;
  name: string;
  description: string;
  status: z.infer<typeof publishState>;
  createdAt: string;
  lastUpdate: string;
}

/** PUT master/issue/product/{productId}: the product's issues (replaces the set). */
export const productIssuesSchema = z.object({
  issueIds: z.array(z.string().trim().min(1, 'Issue is required')).max(1000),
});

/** GET master/issue/product/{productId} when the product has none (the booking then takes free-text issues). */
export const NO_ISSUES_FOR_PRODUCT = 'No issues found for this product';
