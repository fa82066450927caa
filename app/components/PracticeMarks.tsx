import type { PracticeMarkView } from "~/domain/care-list";

/**
 * What the midwives marked done at the practice (issue 38), where she reads the plan or the child:
 * a mark changes none of her records, so she is asked to note the date herself.
 */
export function PracticeMarks({ marks }: { marks: readonly PracticeMarkView[] }) {
  if (marks.length === 0) return null;
  return (
    <div
      className="mt-2 rounded-md border border-teal-200 bg-teal-50 p-3 text-sm text-teal-950"
      data-testid="practice-marks"
    >
      <p className="font-medium">Dari bidan:</p>
      <ul className="mt-1 list-disc pl-5">
        {marks.map((mark) => (
          <li key={mark.key}>
            {mark.text} ({mark.by}, {mark.when})
          </li>
        ))}
      </ul>
      <p className="mt-1 text-stone-700">
        Tanda ini tidak mengubah catatan Anda. Untuk imunisasi dan cek perkembangan, catat juga tanggalnya agar jadwal
        dan pengingat Anda tepat.
      </p>
    </div>
  );
}
