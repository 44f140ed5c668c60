/**
 * Templates of the sentences schema helpers word per field ('Valid from must be a date (yyyy-MM-dd)', 'Rate must not be
 * negative') and of the schemas' remaining fixed sentences, so the console can translate them too. catalog.test.ts
 * walks every schema and fails on a message no entry of the catalog fits.
 */
export const SCHEMA_MESSAGES = {
  exactLength: '%{field} must be exactly %{length} characters',
  lengthRange: '%{field} must be %{min} to %{max} characters',
  date: '%{field} must be a date (yyyy-MM-dd)',
  /** A day typed into a console date field that is incomplete or does not exist, in the format the field shows. */
  dateAsShown: '%{field} must be a date (dd/MM/yyyy)',
  dateShort: '%{field} must be yyyy-MM-dd',
  digits: '%{field} must be %{count} digits',
  digitsRange: '%{field} must be %{min} to %{max} digits',
  onlyDigits: '%{field} must contain only digits',
  lettersAndDigits: '%{field} must be letters and digits only',
  lookLike: '%{field} must look like %{example}',
  whole: '%{field} must be whole',
  wholePoints: '%{field} must be whole points',
  wholePaise: '%{field} must be in whole paise',
  notNegative: '%{field} must not be negative',
  moreThanZero: '%{field} must be more than 0',
  tooLarge: '%{field} is too large',
  outOfRange: '%{field} are out of range',
  typeAtLeast: 'Type at least %{min} characters',
  unknownOperator: 'Unknown filter operator',
  columnRequired: 'Choose at least one column',
  atMostColumns: 'At most %{max} columns',
  atMostProductTypes: 'At most %{max} product types',
  atMostIssues: 'Choose at most %{max} issues',
  atMostProducts: 'Choose at most %{max} products',
  atMostDocuments: 'Attach at most %{max} documents',
  publishOrUnpublish: 'Status must be Publish or Unpublish',
  pickUpService: 'Service must be the e-waste, plastic, used cooking oil or textile service',
  describeIssue: 'Describe the issue',
  newRequestId: 'A new request has no id',
  noRewardPoints: 'Reward points cannot be spent on a booking',
  creditOrDebit: 'Choose Credit or Debit',
} as const;
