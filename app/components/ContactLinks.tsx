import { whatsappNumber } from "~/domain/care-list";

/**
 * How a midwife reaches a member who shares her data (issue 38): a call, WhatsApp (only for an
 * Indonesian number) and mail, each a plain link with a phone-sized target.
 */
export function ContactLinks({
  phone,
  email,
  className = "",
}: {
  phone: string | null;
  email: string;
  className?: string;
}) {
  const whatsapp = whatsappNumber(phone);
  const link = "inline-flex min-h-11 items-center text-teal-800 underline";
  return (
    <p className={`mt-1 flex flex-wrap gap-x-4 ${className}`}>
      {phone ? (
        <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className={link}>
          Telepon {phone}
        </a>
      ) : null}
      {whatsapp ? (
        <a href={`https://wa.me/${whatsapp}`} className={link}>
          WhatsApp
        </a>
      ) : null}
      <a href={`mailto:${email}`} className={`${link} break-all`}>
        {email}
      </a>
    </p>
  );
}
