// Renders every mounted overlay (lib/overlay.ts); an overlay unmounts after its leave animation.
import { closeOverlay, unmountOverlay, useOverlays } from '../../lib/overlay';

export function OverlayHost() {
  const list = useOverlays();
  return (
    <>
      {list
        .filter((o) => o.mounted)
        .map(({ id, component: Component, props, open }) => (
          <Component key={id} {...props} open={open} close={(result?: unknown) => closeOverlay(id, result)} onAfterLeave={() => unmountOverlay(id)} />
        ))}
    </>
  );
}
