import { useId } from "react";
import type { StringInputProps } from "sanity";

/**
 * A text input that suggests the club's usual values (a native datalist) but
 * accepts anything typed: Sanity's own `options.list` would refuse other words.
 */
export function suggestionInput(suggestions: readonly string[]) {
  function SuggestionInput(props: StringInputProps) {
    const listId = `${useId()}-suggestions`;
    const elementProps = { ...props.elementProps, list: listId, autoComplete: "off" };
    return (
      <>
        {props.renderDefault({ ...props, elementProps })}
        <datalist id={listId}>
          {suggestions.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      </>
    );
  }
  return SuggestionInput;
}
