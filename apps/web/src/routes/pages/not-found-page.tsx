import { ComingSoon } from '../../features/coming-soon/coming-soon';
import { LinkButton } from '../../ui/link-button';

/** A path no route knows, outside the user and admin areas (those redirect to /). */
export function NotFoundPage() {
  return (
    <ComingSoon
      eyebrow="Page not found"
      title="This frame came out blank"
      description="We couldn't find that page. It may have moved, or the link may be mistyped."
      actions={
        <LinkButton to="/" variant="ink">
          Go to the Home Page
        </LinkButton>
      }
    />
  );
}
