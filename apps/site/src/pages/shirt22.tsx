import { Container } from "@duci/ui/container";
import { PageTitle } from "@duci/ui/page-title";

export function Shirt22Page() {
  return (
    <Container>
      <PageTitle title="Spring '22 Shirt" />
      <h1>Spring '22 Shirt</h1>
    </Container>
  );
}
