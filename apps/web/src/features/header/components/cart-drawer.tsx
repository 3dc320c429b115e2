import { Drawer } from '../../../ui/drawer';
import { LinkButton } from '../../../ui/link-button';
import styles from './cart-drawer.module.css';

/** The cart panel (spec 2.12). The cart itself comes with the shop; for now it is empty. */
export function CartDrawer({ open, onClose, width }: { open: boolean; onClose: () => void; width: number }) {
  return (
    <Drawer open={open} onClose={onClose} title="Your Cart" width={width}>
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>Your Cart is Empty :(</p>
        <p>Film, books and prints from the shop will show up here.</p>
        <LinkButton to="/collections" variant="ink" onClick={onClose}>
          Browse The Shop
        </LinkButton>
      </div>
    </Drawer>
  );
}
