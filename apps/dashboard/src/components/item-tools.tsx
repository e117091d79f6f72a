import { useT } from '../i18n/i18n.js';

/** Move up, move down and remove buttons for one item of an ordered list (builder blocks and prizes, product images). */
export function ItemTools({
  name,
  index,
  count,
  onMove,
  onRemove,
  canRemove = true,
}: {
  /** The item's name in the buttons' accessible names, e.g. "Block 2". */
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  canRemove?: boolean;
}) {
  const t = useT();
  return (
    <div className="block-tools">
      <button
        type="button"
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
        aria-label={t('builder.item.moveUp', { name })}
      >
        ↑
      </button>
      <button
        type="button"
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
        aria-label={t('builder.item.moveDown', { name })}
      >
        ↓
      </button>
      <button
        type="button"
        className="danger"
        disabled={!canRemove}
        onClick={onRemove}
        aria-label={t('builder.item.remove', { name })}
      >
        ✕
      </button>
    </div>
  );
}
