import { Container } from "@duci/ui/container";
import { PageTitle } from "@duci/ui/page-title";

export function ColorGamePage() {
  return (
    <Container>
      <PageTitle title="Color Game" />
      <h1>Guess the color</h1>
    </Container>
  );
}
