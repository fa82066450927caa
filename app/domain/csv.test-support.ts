// For the tests only: a strict reader of RFC 4180 text, written apart from the code under test,
// so a file the app writes is checked by reading it back. A field is quoted or plain; a quote
// inside a quoted field is doubled; every record ends with CRLF. Anything else (a bare quote, CR
// or LF outside quotes, text after a closing quote, a last record without CRLF) throws.
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  let closed = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else {
        quoted = false;
        closed = true;
      }
    } else if (c === ",") {
      record.push(cell);
      cell = "";
      closed = false;
    } else if (c === "\r" && text[i + 1] === "\n") {
      record.push(cell);
      records.push(record);
      record = [];
      cell = "";
      closed = false;
      i++;
    } else if (closed) {
      throw new Error(`text after a closing quote at ${i}`);
    } else if (c === '"' && cell === "") {
      quoted = true;
    } else if (c === '"' || c === "\r" || c === "\n") {
      throw new Error(`bare ${JSON.stringify(c)} at ${i}`);
    } else {
      cell += c;
    }
  }
  if (quoted) throw new Error("quoted field not closed");
  if (cell !== "" || record.length > 0) throw new Error("last record without CRLF");
  return records;
}
