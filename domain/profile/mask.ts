/** All but the last 4 digits hidden (Aadhar and bank account numbers). */
export function maskNumber(value: string | null | undefined): string {
  if (!value) return '';
  const visible = value.slice(-4);
  return `${'X'.repeat(Math.max(0, value.length - 4))}${visible}`;
}
