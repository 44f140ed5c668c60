/** E-waste drives as the seeds write them: the checks and the write of the drive form. */
export { checkDrive, writeDrive } from './repository';
