import { MASTERS } from '../resources/masters/config';
import type { DeepPartial } from './en';

/** English messages of the master screens; kept out of en.ts so the sign-in page does not download them. */
export const mastersMessages = {
  resources: Object.fromEntries(MASTERS.flatMap((master) => (master.labels ? [[master.resource, master.labels]] : []))),
  imports: {
    import: 'Import',
    title: 'Import from a file',
    help:
      'Choose a CSV or XLSX file whose first line holds the column ' +
      'names of the template. A file with any bad row is refused whole.',
    template: 'Download the template',
    chooseFile: 'Choose file',
    upload: 'Upload',
    uploading: 'Uploading… %{percent}%',
    validating: 'Checking the rows…',
    rejectedRows: 'Rejected rows',
    rowText: 'Line %{line}: %{field} — %{message}',
    done: '%{smart_count} record imported |||| %{smart_count} records imported',
  },
  assign: {
    issues: 'Issues',
    prices: 'Prices',
    assignIssues: 'Assign to product',
    assignSparePart: 'Assign to models',
    issuesTitle: 'Issues of a product',
    issuesOf: 'Issues of %{name}',
    searchIssues: 'Search issues',
    issuesSaved: 'Issues Updated',
    modelsTitle: 'Assign a spare part to models',
    modelsSaved: 'Models Updated',
    pricesOf: 'Prices of model %{name}',
    product: 'Product',
    brand: 'Brand',
    model: 'Model',
    sparePart: 'Spare part',
    price: 'Price for these models (optional)',
    modelPrice: 'Model price',
    modelsOfPart: 'Models this part fits',
    fitsModels: 'Models it fits',
    ticked: '%{smart_count} selected',
  },
  // An edit page is titled apart from the record's page (react-admin titles both '%{name} %{recordRepresentation}').
  ra: { page: { edit: 'Edit %{name} %{recordRepresentation}' } },
};

/**
 * A translation of the master screens: these messages and the breadcrumbs of their paths (react-admin's own are in
 * raMessages.*.ts).
 */
export type MastersTranslation = DeepPartial<typeof mastersMessages> & { crumbs: Record<string, string> };
