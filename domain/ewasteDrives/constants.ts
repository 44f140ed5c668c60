/**
 * E-waste collection drives without zod: the console's list and chart load this, not the schemas (consoleLoading e2e).
 */
import type { DISPOSAL_METHODS } from '../masters/choices';

/**
 * Planned until held; Completed once the collected weights are recorded; Cancelled when called off (README "E-waste
 * drives").
 */
export const DRIVE_STATUSES = ['Planned', 'Completed', 'Cancelled'] as const;
type DriveStatus = (typeof DRIVE_STATUSES)[number];
/** What a drive's form may set: a past drive is recorded Completed at once, with what it collected. */
export const DRIVE_FORM_STATUSES = ['Planned', 'Completed'] as const satisfies readonly DriveStatus[];

/** PUT ewasteDrives/{id}/status: calling a planned drive off, or putting a cancelled one back on the plan. */
const STATUS_MOVES: Readonly<Record<DriveStatus, readonly DriveStatus[]>> = {
  Planned: ['Cancelled'],
  Cancelled: ['Planned'],
  Completed: [],
};
export const canMoveDrive = (from: DriveStatus, to: DriveStatus) => STATUS_MOVES[from].includes(to);
/** A cancelled drive keeps its record as it was; planned and completed ones may be corrected. */
export const isDriveEditable = (status: DriveStatus) => status !== 'Cancelled';

/** Grams in one unit of the weight UOMs of the UOM master, by code; other units cannot weigh a drive. */
const WEIGHT_UOM_GRAMS: Readonly<Record<string, number>> = { KGS: 1000, KG: 1000, GMS: 1, GRM: 1, G: 1 };
export const gramsPerUnit = (uomCode: string): number | undefined => WEIGHT_UOM_GRAMS[uomCode.trim().toUpperCase()];

/** The most one line may weigh, in kg (a drive collects tonnes, not more). */
export const DRIVE_QUANTITY_MAX_KG = 1_000_000;
/** E-waste categories one drive may list (the master has six). */
export const DRIVE_LINES_MAX = 20;
/** Grams shown as kg with up to three decimals. */
export const gramsToKg = (grams: number) => Math.round(grams) / 1000;

export const DRIVE_MESSAGES = {
  nameRequired: 'Drive name is required',
  partnerRequired: 'Choose the channel partner collecting',
  partnerNotActive: 'Choose an Active channel partner',
  linesRequired: 'Add at least one e-waste category',
  tooManyLines: `Add at most ${DRIVE_LINES_MAX} e-waste categories`,
  categoryRequired: 'Choose an e-waste category',
  categoryTwice: 'This e-waste category is listed twice',
  categoryUnknown: 'Choose a published e-waste category',
  uomRequired: 'Choose the unit',
  uomNotWeight: 'Choose a weight unit (kg or g) of the UOM master',
  quantityNumber: 'Quantity must be a number',
  quantityNegative: 'Quantity must not be negative',
  quantityDecimals: 'Quantity may have at most 3 decimals',
  quantityMax: `Quantity must be at most ${DRIVE_QUANTITY_MAX_KG}`,
  targetRequired: 'Target quantity is required',
  collectedRequired: 'Collected quantity is required for a completed drive',
  collectedOnlyCompleted: 'Collected quantities are recorded only when the drive is Completed',
  disposalRequired: 'Choose the disposal method',
  statusInvalid: 'Status must be Planned or Completed',
  moveInvalid: 'Status must be Planned or Cancelled',
  remarkRequired: 'Remark is required',
  notFound: 'E-waste drive not found',
  notEditable: 'A cancelled drive cannot be changed: put it back on the plan first',
  notMovable: (from: string, to: string) => `A drive that is ${from} cannot become ${to}`,
  idInvalid: 'E-waste drive id is not valid',
  created: 'E-waste drive recorded',
  updated: 'E-waste drive updated',
  cancelled: 'E-waste drive cancelled',
  replanned: 'E-waste drive planned again',
} as const;

/** API paths (ours, in the style of the other calls). */
export const DRIVE_API_PATH = 'ewasteDrives';
export const DRIVE_PATHS = {
  list: `${DRIVE_API_PATH}/getByPaginationAndFilter`,
  filtersData: `${DRIVE_API_PATH}/filters/data`,
  summary: `${DRIVE_API_PATH}/summary`,
  one: (id: string) => `${DRIVE_API_PATH}/${encodeURIComponent(id)}`,
  status: (id: string) => `${DRIVE_API_PATH}/${encodeURIComponent(id)}/status`,
} as const;
/** The file-store entity type of a drive's photos (POST master/s3files/upload, id: the drive's). */
export const DRIVE_FILE_ENTITY = 'ewasteDrive';
export const DRIVE_ID_PATTERN = /^EWD\d{5,18}$/;

interface DrivePlace {
  addressLine1: string;
  addressLine2: string;
  landmark: string;
  pincode: number;
  area: string;
  city: string;
  state: string;
}

/** One e-waste category of a drive: weights in integer grams, entered in the unit named. */
export interface DriveLine {
  categoryId: string;
  categoryName: string;
  uomId: string;
  uomCode: string;
  targetGrams: number;
  collectedGrams: number | null;
}

/** A row of the drives list. */
export interface DriveRow {
  id: string;
  name: string;
  driveDate: string;
  status: DriveStatus;
  pincode: number;
  area: string;
  city: string;
  state: string;
  channelPartnerId: string;
  channelPartnerName: string;
  disposalMethod: (typeof DISPOSAL_METHODS)[number];
  targetKg: number;
  collectedKg: number;
  createdAt: string;
  lastUpdate: string;
}

export interface DrivePhoto {
  key: string;
  name: string;
  type: string;
  size: number;
}

/** GET ewasteDrives/{id}: the drive with its place, lines and photos. */
export interface DriveRecord extends Omit<
  DriveRow,
  'targetKg' | 'collectedKg' | 'pincode' | 'area' | 'city' | 'state'
> {
  place: DrivePlace;
  lines: DriveLine[];
  photos: DrivePhoto[];
  notes: string;
  remark: string | null;
}

interface DriveChoice {
  id: string;
  name: string;
}

/** GET ewasteDrives/filters/data: the filter choices and the form's options. */
export interface DriveFiltersData {
  statuses: DriveStatus[];
  channelPartners: DriveChoice[];
  states: string[];
  categories: DriveChoice[];
  weightUoms: (DriveChoice & { code: string })[];
  disposalMethods: string[];
}

/** POST ewasteDrives/summary: collected and target kg per e-waste category over the list's filters. */
export interface DriveSummary {
  categories: { categoryId: string; categoryName: string; collectedKg: number; targetKg: number }[];
  drives: number;
}
