import { impactSchedule } from "@duci/data/designathon-22";
import { newTab } from "@duci/ui/link";
import { colors, font, mq, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

const Days = styled.div({ display: "grid", gap: space[6], [mq.md]: { gridTemplateColumns: "repeat(3, 1fr)" } });

const List = styled.ol({ listStyle: "none", margin: `${space[3]}px 0 0`, padding: 0, display: "grid", gap: space[3] });

const Item = styled.li({
  display: "grid",
  gridTemplateColumns: "84px 1fr",
  gap: space[3],
  paddingTop: space[3],
  borderTop: `2px solid ${colors.silver}`,
});

const Time = styled.p({ fontWeight: font.bold });

const Muted = styled.p({ color: "var(--muted)" });

const Links = styled.p({ display: "flex", flexWrap: "wrap", gap: `${space[1]}px ${space[4]}px` });

/** Friday to Sunday, all times Pacific, with the submission form and a recording link where one exists. */
export function Schedule() {
  return (
    <>
      <p>All times are in PST.</p>
      <Days>
        {impactSchedule.map((day) => (
          <section key={day.id} aria-labelledby={`schedule-${day.id}`}>
            <h3 id={`schedule-${day.id}`}>{day.label}</h3>
            <List>
              {day.items.map((item) => (
                <Item key={item.id}>
                  <Time>{item.time}</Time>
                  <div>
                    <h4>{item.title}</h4>
                    {item.end ? <Muted>Until {item.end}</Muted> : null}
                    {item.description ? <p>{item.description}</p> : null}
                    {item.recording || item.link ? (
                      <Links>
                        {item.link ? (
                          <a href={item.link.href} {...newTab}>
                            {item.link.label}
                            <span className="visually-hidden"> (opens in a new tab)</span>
                          </a>
                        ) : null}
                        {item.recording ? (
                          <a href={item.recording} {...newTab}>
                            Watch the recording
                            <span className="visually-hidden"> of {item.title} (opens in a new tab)</span>
                          </a>
                        ) : null}
                      </Links>
                    ) : null}
                  </div>
                </Item>
              ))}
            </List>
          </section>
        ))}
      </Days>
    </>
  );
}
