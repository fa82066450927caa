import { HONEYPOT_FIELD } from "~/domain/honeypot";

/**
 * A trap field for public forms (decision 025): placed off-screen rather than `display: none`
 * (which some bots skip), hidden from screen readers (aria-hidden), out of the tab order
 * (tabIndex -1) and never autofilled. People leave it empty; `isHoneypotFilled` in
 * spam.server.ts spots the bots that do not. Put it anywhere inside the `<form>`.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden" data-honeypot="">
      <label>
        Jangan isi kolom ini (khusus pemeriksaan spam)
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
