import { line } from "./shell-icons";

/** Our own small line icons; the top bar's are in ./shell-icons.tsx, so that the others stay out of the first load. */
export { AccountIcon, BasketIcon, LanguageIcon, MenuIcon, SearchIcon } from "./shell-icons";

export const CopyIcon = line(["M9 9h11v11H9z", "M5 15H4V4h11v1"], "CopyIcon");
export const EyeIcon = line(["M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z", "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z"], "EyeIcon");
export const EyeOffIcon = line(["M3 3l18 18", "M10.6 5.1A10 10 0 0 1 12 5c6 0 10 7 10 7a17 17 0 0 1-3 3.6", "M6.6 6.6C3.8 8.4 2 12 2 12s4 7 10 7a9.8 9.8 0 0 0 5.4-1.6", "M9.9 9.9a3 3 0 0 0 4.2 4.2"], "EyeOffIcon");
export const TrophyIcon = line(["M8 21h8", "M12 17v4", "M7 4h10v5a5 5 0 0 1-10 0z", "M17 6h3a3 3 0 0 1-3 4", "M7 6H4a3 3 0 0 0 3 4"], "TrophyIcon");
export const StoreIcon = line(["M4 10v10h16V10", "M2 10l2-6h16l2 6z", "M9 20v-6h6v6"], "StoreIcon");
export const StarIcon = line(["M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z"], "StarIcon", "currentColor");
export const MailIcon = line(["M3 5h18v14H3z", "M3 6l9 7 9-7"], "MailIcon");
export const InfoIcon = line(["M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z", "M12 11v5", "M12 8h.01"], "InfoIcon");
export const PhotoIcon = line(["M3 5h18v14H3z", "M3 16l5-5 4 4 3-3 6 6", "M16 9.5a1.5 1.5 0 1 0 0-.01"], "PhotoIcon");
export const ComplainIcon = line(["M12 3l10 18H2z", "M12 10v4", "M12 17h.01"], "ComplainIcon");
export const ChatIcon = line(["M4 4h16v12H8l-4 4z", "M8 9h8", "M8 12h5"], "ChatIcon", "none", true);
export const RocketIcon = line(["M5 15c-1.5 1.5-2 5-2 5s3.5-.5 5-2", "M9 12l3 3", "M12 15c4-2 7-6 8-12-6 1-10 4-12 8z", "M9 12H5l2-4h5", "M12 15v4l4-2v-5"], "RocketIcon", "none", true);
export const LeafIcon = line(["M5 19c0-9 6-14 15-14 0 9-5 15-14 15", "M5 19l8-8"], "LeafIcon");
export const PlusIcon = line(["M12 5v14", "M5 12h14"], "PlusIcon");
export const MinusIcon = line(["M5 12h14"], "MinusIcon");
export const TrashIcon = line(["M4 7h16", "M10 11v6", "M14 11v6", "M6 7l1 13h10l1-13", "M9 7V4h6v3"], "TrashIcon");
export const ThumbUpIcon = line(["M7 11v9H4v-9z", "M7 11l4-8a2 2 0 0 1 3 2l-1 4h6a2 2 0 0 1 2 2.3l-1.3 7A2 2 0 0 1 17.7 20H7"], "ThumbUpIcon");
export const ChevronDownIcon = line(["M6 9l6 6 6-6"], "ChevronDownIcon");
export const ClipboardIcon = line(["M9 4h6v3H9z", "M9 5H6v16h12V5h-3", "M9 12h6", "M9 16h4"], "ClipboardIcon");
export const PackageIcon = line(["M3 7l9-4 9 4-9 4z", "M3 7v10l9 4 9-4V7", "M12 11v10"], "PackageIcon");
export const TruckIcon = line(["M2 6h11v10H2z", "M13 10h4l4 4v2h-8", "M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z", "M17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z"], "TruckIcon", "none", true);
export const HomeIcon = line(["M3 11l9-8 9 8", "M5 10v10h14V10", "M10 20v-6h4v6"], "HomeIcon");
export const SchoolIcon = line(["M2 9l10-5 10 5-10 5z", "M6 11v5c3 2 9 2 12 0v-5", "M22 9v6"], "SchoolIcon");
export const CodeIcon = line(["M8 7l-5 5 5 5", "M16 7l5 5-5 5", "M14 4l-4 16"], "CodeIcon");
export const LightbulbIcon = line(["M9 18h6", "M10 21h4", "M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z"], "LightbulbIcon");
export const FlagIcon = line(["M5 21V4", "M5 4h11l-2 4 2 4H5"], "FlagIcon");
export const ShieldIcon = line(["M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z"], "ShieldIcon");
export const SettingsIcon = line(["M4 6h10", "M18 6h2", "M4 12h4", "M12 12h8", "M4 18h12", "M20 18h0", "M16 4v4", "M10 10v4", "M18 16v4"], "SettingsIcon");
