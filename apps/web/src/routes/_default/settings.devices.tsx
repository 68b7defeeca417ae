import { createFileRoute, Outlet } from '@tanstack/react-router';

// The devices area of the settings: the list (settings.devices.index) and one device (settings.devices.$id).
export const Route = createFileRoute('/_default/settings/devices')({
  staticData: { titleKey: 'settings.devices' },
  component: Outlet,
});
