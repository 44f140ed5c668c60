const grouped = new Intl.NumberFormat('en-IN');

/** A count with Indian digit grouping (1,54,790), as the pager and the export panel show it. */
export const formatCount = (value: number) => grouped.format(value);

/** A count that may be a lower bound (counted no further than a list counts): "1,000+". */
export const formatCountAtLeast = (value: number, atLeast = false) => `${grouped.format(value)}${atLeast ? '+' : ''}`;
