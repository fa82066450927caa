import { useNavigation } from "react-router";
import { loadingText } from "~/domain/loading";

/**
 * With JavaScript, a client navigation leaves the old page in place until the next one's data
 * has arrived. On a slow connection that looked like nothing happened, so while a navigation is
 * under way a thin bar runs along the top and, after a moment, the spec's loading text appears.
 * Both start after a short delay (CSS), so a fast navigation shows nothing. Pages served without
 * JavaScript get the browser's own progress indicator.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  // A form being sent already says so on its button ("Mengirim...", "Menyimpan..."): bar only.
  const text = navigation.state === "loading" ? loadingText(navigation.location.pathname) : null;
  return (
    <div data-testid="navigation-progress" className="pointer-events-none fixed inset-x-0 top-0 z-[60]">
      <div
        role="progressbar"
        aria-label={text ?? "Memproses..."}
        aria-busy="true"
        className="nav-progress-bar h-1 origin-left bg-teal-600 shadow-[0_0_6px_rgba(13,148,136,0.6)]"
      />
      {text ? (
        <p
          role="status"
          className="nav-progress-text mx-auto mt-[4.5rem] w-fit rounded-full bg-stone-900/90 px-4 py-1.5 text-sm font-medium text-white shadow"
        >
          {text}
        </p>
      ) : null}
    </div>
  );
}
