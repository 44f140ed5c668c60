import { Fragment } from 'react';

/**
 * An e-mail address (or a mobile number) that wraps where a reader expects it to, after the '@' and before a dot,
 * not in the middle of a word; a part longer than the line still breaks rather than overflowing.
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

/** An e-mail address inside a text (a capturing group, so splitting on it keeps the addresses at the odd places). */
const EMAIL_IN_TEXT = /([\w.%+-]+@[\w-]+(?:\.[\w-]+)+)/;

/**
 * A value as a read view or a list shows it, each e-mail address in it wrapping as EmailText does. An address has no
 * place a browser may break it, so a narrow card or a phone row that must wrap it cut it anywhere ("…@exampl / e.in").
 */
export function TextWithEmails({ text }: { text: string }) {
  const parts = text.split(EMAIL_IN_TEXT);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? <EmailText key={index} value={part} /> : <Fragment key={index}>{part}</Fragment>,
      )}
    </>
  );
}
