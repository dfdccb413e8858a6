// External addresses shown in the shell and on home (the spec names the links, not their targets; ours).

/** The federation's social profile (drawer). */
export const SOCIAL_PROFILE_URL = "https://www.instagram.com/sportskizagreb/";
/** The two community links on home. */
export const DISCORD_URL = "https://discord.gg/sportskizagreb";
export const WHATSAPP_URL = "https://chat.whatsapp.com/sportskizagreb";
