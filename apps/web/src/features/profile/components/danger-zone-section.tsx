import { AlertTriangle, Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { exportMyData } from '../api/profile-api';
import { DeleteAccountModal } from './delete-account-modal';

export function DangerZoneSection() {
  const [isExporting, setExporting] = useState(false);
  const [isDeleteOpen, setDeleteOpen] = useState(false);

  const onExport = async () => {
    setExporting(true);
    try {
      await exportMyData();
      toast.success('Export Ready', 'Your data has been downloaded as a JSON file.');
    } catch (err) {
      toast.error('Export Failed', errorMessage(err, 'Failed to export your data'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card id="danger-zone" className="border-danger/40">
      <div className="flex items-center gap-3 border-b border-danger/30 px-5 py-4 sm:px-6">
        <span className="grid size-9 place-items-center rounded-lg bg-danger-soft text-danger">
          <AlertTriangle className="size-4" aria-hidden />
        </span>
        <div>
          <h2 className="text-base font-semibold text-danger">Danger Zone</h2>
          <p className="text-sm text-muted">Export or permanently delete your data.</p>
        </div>
      </div>
      <CardBody className="divide-y divide-line py-0 sm:py-0">
        <div className="flex flex-col gap-3 py-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-sm font-medium text-fg">Export Your Data</p>
            <p className="text-sm text-muted">
              Download everything you own — profile, generations, keys and transactions — as JSON.
            </p>
          </div>
          <Button
            variant="outline"
            leftIcon={<Download className="size-4" aria-hidden />}
            loading={isExporting}
            onClick={() => void onExport()}
          >
            Export Your Data
          </Button>
        </div>
        <div className="flex flex-col gap-3 py-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-sm font-medium text-fg">Delete Account</p>
            <p className="text-sm text-muted">
              Permanently remove your account, images and API keys. This cannot be undone.
            </p>
          </div>
          <Button
            variant="danger"
            leftIcon={<Trash2 className="size-4" aria-hidden />}
            onClick={() => setDeleteOpen(true)}
          >
            Delete Account
          </Button>
        </div>
      </CardBody>
      <DeleteAccountModal open={isDeleteOpen} onClose={() => setDeleteOpen(false)} />
    </Card>
  );
}
