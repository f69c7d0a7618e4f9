import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';

/** The spec's static 'not available' card, made true to the product: API keys are open to every account. */
export function ApiAccessSection() {
  return (
    <Card id="api-access">
      <CardHeader
        icon={<KeyRound className="size-4" aria-hidden />}
        title="API Access"
        description="Generate try-ons from your own systems."
      />
      <CardBody className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-xl text-sm text-muted">
          API access is included with every account: create a key, then call the try-on API with it.
          Each generation uses one credit, the same as in the studio.
        </p>
        <Link to="/api-keys" className={buttonClasses('outline', 'md')}>
          Manage API keys
        </Link>
      </CardBody>
    </Card>
  );
}
