import { ownedByReact as owned } from "./owned-by-react.ts";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Something the visitor did: a click to replay (no `value`), or the last value of a field. */
interface Noted {
  element: HTMLElement;
  value?: string | boolean;
  /** When it was noted. */
  at: number;
  /** When React was first seen to own the element. */
  ownedAt?: number;
  /** A field's prerendered value (or checked state), read before React takes it. */
  initial?: string | boolean;
}

/**
 * Keeps what a visitor does before React has taken the page over. A click on
 * an element of the app that React does not own yet (`ownedByReact`) is kept
 * from React: mid-hydration React would hydrate that part at once, in the
 * middle of the click, and lose a native toggle. Links, summaries and submit
 * buttons then do what they do natively; a scripted button
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
  document.addEventListener("click", keepClick, true);
  document.addEventListener("input", keepValue, true);
  document.addEventListener("change", keepValue, true);
}

// The keeper's state: the page runs this script once, in a function of its own.
let noted: Noted[] = [];
let timer: ReturnType<typeof setInterval> | 0 = 0;
/** Set while the keeper clicks a noted button again, so that click goes through to React. */
let replaying = false;

const group = (element: Element) => element.closest("[role=tablist],[role=group]") ?? element.parentElement;
const checkable = (field: Element): field is HTMLInputElement =>
  (field as HTMLInputElement).type === "checkbox" || (field as HTMLInputElement).type === "radio";

function note(element: HTMLElement, value?: string | boolean) {
  // A field's last value takes its place after the clicks made before it.
  if (value !== undefined) noted = noted.filter((entry) => entry.element !== element);
  const field = element as Field;
  const initial = checkable(field) ? field.defaultChecked : (field as { defaultValue?: string }).defaultValue;
  noted.push({ element, value, at: Date.now(), initial });
  if (!timer) timer = setInterval(replay, 50);
}

/** A click on the app: kept from React while React does not own its target, or while its group waits. */
function keepClick(event: MouseEvent) {
  const root = document.getElementById("root");
  const target = event.target as Element | null;
  if (replaying || !target?.closest || !root?.contains(target)) return;
  const button = target.closest<HTMLElement>("button[type=button],[data-early=replay]");
  const queued = button && noted.some((entry) => entry.value === undefined && group(entry.element) === group(button));
  if (owned(target) && !queued) return;
  event.stopPropagation();
  if (!button) return;
  if (button.dataset.early) event.preventDefault();
  note(button);
}

/** A value typed, checked or chosen before the app calls hydrateRoot is noted. */
function keepValue(event: Event) {
  const target = event.target as Field | null;
  if (!("hydrating" in document.documentElement.dataset) && target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
    note(target, checkable(target) ? target.checked : target.value);
}

/** Once hydrated, gives back what is due, in order; keeps the rest for the next round. */
function replay() {
  const now = Date.now();
  /** Whether a click noted earlier still waits: everything after it waits too. */
  let wait = false;
  const kept: Noted[] = [];
  for (const entry of noted) {
    if (!entry.element.isConnected || now - entry.at > 60000) continue;
    const isOwned = owned(entry.element);
    if (isOwned) entry.ownedAt = entry.ownedAt || now;
    if (entry.value === undefined) {
      // A click is given back 100 ms after React takes its button, behind every click before it.
      if (isOwned && !wait && now - (entry.ownedAt ?? now) >= 100) clickAgain(entry.element);
      else kept.push(entry);
      wait = true;
    } else if (!isOwned || wait || !giveValueBack(entry as Required<Noted>, now)) kept.push(entry);
  }
  noted = kept;
  if (!kept.length) {
    clearInterval(timer);
    timer = 0;
  }
}

function clickAgain(element: HTMLElement) {
  replaying = true;
  element.click();
  replaying = false;
}

/**
 * Gives a field its noted value back if hydration set it back to its prerendered one; true once
 * the field is settled, false while it should still be watched (React may reset it a little late).
 */
function giveValueBack(entry: Required<Noted>, now: number): boolean {
  const element = entry.element as Field;
  const since = now - entry.ownedAt;
  const holds = checkable(element) ? element.checked === entry.value : element.value === entry.value;
  if (holds) return since >= 1000;
  if (since < 100) return false;
  // Set back to what was prerendered, not to a newer value the app took since (React keeps
  // the default in step with the value it sets, so the default no longer tells).
  const reset = (checkable(element) ? element.checked : element.value) === entry.initial;
  if (!reset) return true;
  if (checkable(element)) element.click();
  else {
    // React tracks the value it set: the prototype's setter goes around it, so React sees the change.
    const { set } = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), "value") as PropertyDescriptor;
    set?.call(element, entry.value);
    element.dispatchEvent(new Event(element.tagName === "SELECT" ? "change" : "input", { bubbles: true }));
  }
  return true;
}
