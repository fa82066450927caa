import { data } from "react-router";

/**
 * The submitted form, or a 400 answer: a body that is not a form (JSON, plain text, a broken
 * multipart upload) is bad input, never a server error.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ message: "Permintaan tidak valid." }, { status: 400, statusText: "Bad Request" });
  }
}
