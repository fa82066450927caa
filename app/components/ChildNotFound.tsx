import { href } from "react-router";
import { notFoundBoundary } from "./NotFoundPanel";

/** The error page of a child's pages: another member's child, or none, is simply not found. */
export const ChildNotFoundBoundary = notFoundBoundary({
  title: "Data Anak Tidak Ditemukan",
  text: "Data anak ini tidak ada atau sudah dihapus.",
  backTo: href("/dashboard/anak"),
  backLabel: "Kembali ke Anak Saya",
});
