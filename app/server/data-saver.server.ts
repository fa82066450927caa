import { savesData } from "~/domain/data-saver";

/** Whether this request asks for the data-saving page (app/domain/data-saver.ts). */
export function requestSavesData(request: Request): boolean {
  return savesData(request.headers.get("Save-Data"), request.headers.get("Cookie"));
}
