/**
 * Text that an XML 1.0 document can hold (https://www.w3.org/TR/xml/#charsets):
 * tab, line feed, carriage return, U+0020–U+D7FF, U+E000–U+FFFD and U+10000–U+10FFFF as surrogate pairs.
 * Everything else (C0 controls such as U+0001 and the vertical tab, U+FFFE/U+FFFF, lone surrogates) is dropped.
 */
const NOT_XML =
  /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\uD800-\uDFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

export function xmlSafe(text: string): string {
  return text.replace(NOT_XML, '')
}

/** The XML-safe lines of a text (CRLF, CR, LF, U+2028 and U+2029 end a line). */
export function xmlSafeLines(text: string): string[] {
  return xmlSafe(text).split(/\r\n|[\r\n\u2028\u2029]/)
}
