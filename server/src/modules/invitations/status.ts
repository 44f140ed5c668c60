/**
 * The status of an invited party (a channel partner, a dealer) as it stands now: an open invitation past its expiry is
 * Expired from that instant, whether or not the expiry job (./expiry.ts) has stored it yet. Reads derive it; they never
 * write. `alias` is the party table's alias in the statement.
 */
export const pastExpirySql = (alias: string) => `${alias}.status = 'Invited' AND ${alias}.invite_expires_at < now()`;
export const currentStatusSql = (alias: string) =>
  `(CASE WHEN ${pastExpirySql(alias)} THEN 'Expired' ELSE ${alias}.status END)`;

/**
 * "The current status is one of `values`", on the stored columns, so the (status, …) index answers it. Only Invited
 * and Expired differ from the stored status: an invitation past its expiry is stored Invited until the job runs.
 */
export const currentStatusIsOneOfAt =
  (alias: string) =>
  (values: string[], bind: (value: unknown) => string): string => {
    const wanted = new Set(values);
    const stored = values.filter((value) => value !== 'Invited' && value !== 'Expired');
    const conditions: string[] = [];
    if (wanted.has('Invited') && wanted.has('Expired')) stored.push('Invited', 'Expired');
    else if (wanted.has('Invited'))
      conditions.push(
        `(${alias}.status = 'Invited' AND (${alias}.invite_expires_at IS NULL OR ${alias}.invite_expires_at >= now()))`,
      );
    else if (wanted.has('Expired')) conditions.push(`${alias}.status = 'Expired'`, `(${pastExpirySql(alias)})`);
    if (stored.length === 1) conditions.unshift(`${alias}.status = ${bind(stored[0])}`);
    else if (stored.length > 1) conditions.unshift(`${alias}.status = ANY(${bind(stored)}::text[])`);
    return `(${conditions.join(' OR ')})`;
  };
