type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Something the visitor did: a click to replay (no `value`), or the last value of a field. */
interface Noted {
  element: HTMLElement;
  value?: string | boolean;
  /** When it was noted. */
  at: number;
  /** When React was first seen to own the element. */
  ownedAt?: number;
}

/**
 * Keeps what a visitor does before React has taken the page over. A click on
 * an element of the app that React does not own yet (its props are not on the
 * node) is kept from React: mid-hydration React would hydrate that part at
 * once, in the middle of the click, and lose a native toggle. Links, summaries
 * and submit buttons then do what they do natively; a scripted button
 * (`type="button"`, which does nothing natively, or one marked
 * `data-early="replay"`, whose native action waits for the scripted one) is
 * noted and clicked again once React owns it, in order and one per task (each
 * click then sees the state the previous one left). A scripted button clicked
 * while an earlier click in its group (its tab list or group of buttons, else
 * its parent) still waits for its replay waits behind it, even if React owns
 * it already: tapping one day tab then another must end on the second. Other
 * clicks on what React owns go through at once, so what they open does not
 * come late and move what the visitor aims at next. Until the app calls
 * hydrateRoot (it marks <html data-hydrating>), the last value typed, checked
 * or chosen in a field is noted too, and given back through the field's input
 * event if hydration set it back to its prerendered value; React may do that a
 * little after it takes the node, so a field is watched for a second. Values
 * and clicks are given back in the order they were made: a value typed after
 * an early click waits for that click's replay, which may empty the field.
 */
export function keepEarlyInput(): void {
  const html = document.documentElement;
  let noted: Noted[] = [];
  let timer: ReturnType<typeof setInterval> | 0 = 0;
  /** Set while the keeper clicks a noted button again, so that click goes through to React. */
  let replaying = false;
  const owned = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"));
  const group = (element: Element) => element.closest("[role=tablist],[role=group]") ?? element.parentElement;
  const checkable = (field: Element): field is HTMLInputElement =>
    (field as HTMLInputElement).type === "checkbox" || (field as HTMLInputElement).type === "radio";

  function note(element: HTMLElement, value?: string | boolean) {
    // A field's last value takes its place after the clicks made before it.
    if (value !== undefined) noted = noted.filter((entry) => entry.element !== element);
    noted.push({ element, value, at: Date.now() });
    if (!timer) timer = setInterval(replay, 50);
  }

  function replay() {
    if (!html.dataset.hydrated) return;
    const now = Date.now();
    let wait = false;
    const kept: Noted[] = [];
    for (const entry of noted) {
      const element = entry.element as Field;
      const click = entry.value === undefined;
      if (!element.isConnected || now - entry.at > 60000) continue;
      if (!owned(element)) {
        if (click) wait = true;
        kept.push(entry);
        continue;
      }
      entry.ownedAt = entry.ownedAt || now;
      const since = now - entry.ownedAt;
      if (click) {
        if (wait || since < 100) kept.push(entry);
        else {
          replaying = true;
          element.click();
          replaying = false;
        }
        wait = true;
        continue;
      }
      // Behind a click still to be replayed: that click may reset the field ("New color").
      if (wait) {
        kept.push(entry);
        continue;
      }
      if (checkable(element) ? element.checked === entry.value : element.value === entry.value) {
        if (since < 1000) kept.push(entry);
        continue;
      }
      if (since < 100) {
        kept.push(entry);
        continue;
      }
      if (
        checkable(element)
          ? element.checked === element.defaultChecked
          : element.value === (element as { defaultValue?: string }).defaultValue
      ) {
        if (checkable(element)) element.click();
        else {
          // React tracks the value it set: the prototype's setter goes around it, so React sees the change.
          const { set } = Object.getOwnPropertyDescriptor(
            Object.getPrototypeOf(element),
            "value",
          ) as PropertyDescriptor;
          set?.call(element, entry.value);
          element.dispatchEvent(new Event(element.tagName === "SELECT" ? "change" : "input", { bubbles: true }));
        }
      }
    }
    noted = kept;
    if (!noted.length) {
      clearInterval(timer);
      timer = 0;
    }
  }

  document.addEventListener(
    "click",
    (event) => {
      const root = document.getElementById("root");
      const target = event.target as Element | null;
      if (replaying || !root || !target?.closest || !root.contains(target)) return;
      const button = target.closest<HTMLElement>("button[type=button],[data-early=replay]");
      const queued =
        button && noted.some((entry) => entry.value === undefined && group(entry.element) === group(button));
      if (owned(target) && !queued) return;
      event.stopPropagation();
      if (!button) return;
      if (button.dataset.early) event.preventDefault();
      note(button);
    },
    true,
  );

  function field(event: Event) {
    const target = event.target as Field | null;
    if (!("hydrating" in html.dataset) && target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
      note(target, checkable(target) ? target.checked : target.value);
  }
  document.addEventListener("input", field, true);
  document.addEventListener("change", field, true);
}
