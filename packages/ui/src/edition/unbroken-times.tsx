const timeRange = /\d{1,2}:\d{2}(?: ?[AP]M)?[-–]\d{1,2}:\d{2}(?: [AP]M)?(?: P[SD]T)?/g;

/**
 * The text with each time range in it kept on one line: word joiners around
 * the range's dash and no-break spaces before its AM or PM and its zone, so a
 * line breaks neither at "5:00- / 5:45 PM" nor at "10:45 AM / PST". (DM Sans
 * has no non-breaking hyphen: a system font would draw it.)
 *
 * @example
 * unbrokenTimes("Saturday, February 25, 5:00-5:45 PM PST")
 * //=> "Saturday, February 25, 5:00⁠-⁠5:45 PM PST", its range unbreakable
 */
export function unbrokenTimes(text: string): string {
  return text.replace(timeRange, (range) => range.replace(/[-–]/, "\u2060$&\u2060").replaceAll(" ", "\u00a0"));
}
