import { Container } from 'reactstrap';

export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Container className="py-5">
      <h1>{title}</h1>
    </Container>
  );
}
