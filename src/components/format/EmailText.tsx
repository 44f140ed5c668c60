import { Fragment } from 'react';

/**
 * An e-mail address (or a mobile number) that wraps where a reader expects it to, after the '@' and before a dot,
 * not in the middle of a word (issue 31); a part longer than the line still breaks rather than overflowing.
 */
export function EmailText({ value }: { value: string }) {
  const parts = value.split(/(?<=@)|(?=\.)/);
  return (
    <span style={{ overflowWrap: 'break-word', wordBreak: 'normal' }}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
