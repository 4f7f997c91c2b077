import type SvgIcon from '@mui/material/SvgIcon';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import SellOutlined from '@mui/icons-material/SellOutlined';

type IconComponent = typeof SvgIcon;

/** The menus response names icons by string; unknown names get a neutral icon. */
const ICONS: Record<string, IconComponent> = {
  home: HomeOutlined,
  wallet: AccountBalanceWalletOutlined,
  code: CodeOutlined,
  account: ManageAccountsOutlined,
  notice: NotificationsNoneOutlined,
  pricing: SellOutlined,
};

export const menuIcon = (name: string | undefined): IconComponent =>
  (name && ICONS[name]) || LabelOutlined;
