/** The IFSC directory: a bank's name by IFSC (bank details) and the CSV import (seeds, the import script). */
export { bankName, isValidIfsc } from './bank';
export { importIfscCsv } from './importCsv';
