export declare const YOUTUBE_EMBED_ORIGIN: string;
export declare const EMBED_FRAME_ORIGINS: readonly string[];
