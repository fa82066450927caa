// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { SubmitButton } from "~/components/forms";
import { canonical } from "../same-markup.dom";
import { busyForms } from "./script";

const form = () =>
  renderToStaticMarkup(
    <form method="post" action="/kirim">
      <input name="pesan" defaultValue="halo" />
      <SubmitButton pendingLabel="Mengirim...">Kirim Pesan</SubmitButton>
    </form>,
  );

test("a form being sent says so once and ignores a second submit; back from memory it is the server's form again", () => {
  document.body.innerHTML = form();
  busyForms();
  const element = document.querySelector("form")!;
  const button = document.querySelector("button")!;
  const submit = () => {
    const event = new SubmitEvent("submit", { submitter: button, bubbles: true, cancelable: true });
    element.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(submit()).toBe(false);
  expect(button.textContent).toBe("Mengirim...");
  expect(button.getAttribute("aria-disabled")).toBe("true");
  expect(submit()).toBe(true);
  window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
  expect(canonical(document.body.innerHTML)).toBe(canonical(form()));
});
