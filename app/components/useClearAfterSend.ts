import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";

/**
 * A public form that redirects back to its own page after a successful send (post/redirect/get):
 * without JavaScript the new page comes with an empty form; with JavaScript the same form stays
 * mounted with what was typed, so once this form's submit has ended without a refusal
 * (`actionData` empty: the action redirected) the form is reset to its defaults.
 * `fieldName` is a field only this form sends, to tell its submit from any other on the page.
 */
export function useClearAfterSend(form: { reset: () => void }, actionData: unknown, fieldName: string): void {
  const navigation = useNavigation();
  const sending = useRef(false);
  const ownSubmit = navigation.state === "submitting" && navigation.formData?.has(fieldName) === true;
  useEffect(() => {
    if (ownSubmit) {
      sending.current = true;
      return;
    }
    if (navigation.state === "idle" && sending.current) {
      sending.current = false;
      if (!actionData) form.reset();
    }
  }, [ownSubmit, navigation.state, actionData, form]);
}
