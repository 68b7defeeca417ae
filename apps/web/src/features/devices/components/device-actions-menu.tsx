// A device row's "more" menu: open, edit, new secret, enable or disable, delete — only what the user
// may do.
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from '@tanstack/react-router';
import type { Device } from '@yaam/shared/contracts/devices';
import {
  Eye,
  KeyRound,
  MoreHorizontal,
  Pencil,
  Power,
  PowerOff,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { buttonClass } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import type { DeviceActions } from '../use-device-actions';

function Item({
  icon: Icon,
  label,
  onSelect,
  danger,
  action,
}: {
  icon: LucideIcon;
  label: string;
  onSelect: () => void;
  danger?: boolean;
  action: string;
}) {
  return (
    <Menu.Item
      onSelect={onSelect}
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-neutral-100 dark:data-[highlighted]:bg-neutral-800',
        danger && 'text-red-700 dark:text-red-400',
      )}
      data-action={action}
    >
      <Icon className="h-4 w-4" aria-hidden />
      {label}
    </Menu.Item>
  );
}

export function DeviceActionsMenu({ device, actions }: { device: Device; actions: DeviceActions }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { canUpdate, canDelete } = actions;
  return (
    <Menu.Root>
      <Menu.Trigger
        className={buttonClass('ghost', 'neutral', 'icon')}
        aria-label={t('devices.actions.more', { id: device.id })}
        data-testid="device-menu"
        onClick={(e) => e.stopPropagation()}
      >
        <MoreHorizontal className="h-4 w-4" aria-hidden />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-48 rounded-md border border-neutral-200 bg-white p-1 shadow-lg dark:border-neutral-800 dark:bg-neutral-900"
          onClick={(e) => e.stopPropagation()}
        >
          <Item
            icon={Eye}
            label={t('devices.actions.open')}
            action="open"
            onSelect={() => void navigate({ to: '/settings/devices/$id', params: { id: device.id } })}
          />
          {canUpdate ? (
            <>
              <Item
                icon={Pencil}
                label={t('devices.actions.edit')}
                action="edit"
                onSelect={() => void actions.edit(device)}
              />
              <Item
                icon={KeyRound}
                label={t('devices.actions.rotate')}
                action="rotate"
                onSelect={() => void actions.rotateSecret(device)}
              />
              {device.enabled ? (
                <Item
                  icon={PowerOff}
                  label={t('devices.actions.disable')}
                  action="disable"
                  onSelect={() => void actions.setEnabled(device, false)}
                />
              ) : (
                <Item
                  icon={Power}
                  label={t('devices.actions.enable')}
                  action="enable"
                  onSelect={() => void actions.setEnabled(device, true)}
                />
              )}
            </>
          ) : null}
          {canDelete ? (
            <>
              <Menu.Separator className="my-1 h-px bg-neutral-200 dark:bg-neutral-800" />
              <Item
                icon={Trash2}
                label={t('devices.actions.delete')}
                action="delete"
                danger
                onSelect={() => void actions.remove(device)}
              />
            </>
          ) : null}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
