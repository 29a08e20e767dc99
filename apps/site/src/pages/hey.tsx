import { Container } from "@duci/ui/container";
import { PageTitle } from "@duci/ui/page-title";

export function HeyPage() {
  return (
    <Container>
      <PageTitle title="Hey" />
      <h1>Hey there</h1>
    </Container>
  );
}
