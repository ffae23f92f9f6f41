/**
 * The Framehire API's paths and types, generated from the server's OpenAPI document by
 * `npm run api:types`. Do not edit: src/server/openapi/api-types.test.ts fails when this file
 * and the server disagree.
 */
import type { IsoDate } from "../../shared/calendar-date";
export interface paths {
    "/api/admin/api-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every administrator's API tokens, newest first, with when each was last used
         * @description Never the tokens themselves: `hint` shows their first and last characters. `lastUsedAt` is written at most once a minute.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tokens: {
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                expired: boolean;
                                expiresAt: string | null;
                                hint: string;
                                id: number;
                                lastUsedAt: string | null;
                                name: string;
                                /** @enum {string} */
                                scope: "read" | "read-write";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Make a personal API token that acts as you
         * @description Answers 201 with the token in `token`, shown this once: only its SHA-256 is kept. Send it as `Authorization: Bearer <token>` on the API; a "read" token may only GET, a "read-write" one may also change. It works while you are an administrator, until it expires (`expiresInDays`, 1 to 730; never if left out) or is revoked. Tokens cannot be used here, nor on /api/auth.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Days until it stops working (1 to 730); never, if left out. */
                        expiresInDays?: number;
                        /** @description What the token is for, e.g. "Accounting export script". */
                        name: string;
                        /** @enum {string} */
                        scope: "read" | "read-write";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            createdBy: {
                                id: string;
                                name: string;
                            };
                            expired: boolean;
                            expiresAt: string | null;
                            hint: string;
                            id: number;
                            lastUsedAt: string | null;
                            name: string;
                            /** @enum {string} */
                            scope: "read" | "read-write";
                            /** @description The secret: shown only in this answer, never again. Send it as `Authorization: Bearer <token>`. */
                            token: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API token (any administrator may revoke any token)
         * @description The next request with it is refused (401), in every server process at once.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What administrators changed, newest first, one page at a time
         * @description Each entry says who, what and when, with the record before and after as the admin API answered it. `entity` and `entityId` give one record's history; `actorId` and `action` narrow further. Pass `next` as `after` for the following page.
         */
        get: {
            parameters: {
                query?: {
                    action?: "create" | "edit" | "delete" | "status" | "swap" | "image" | "payment" | "refund" | "deposit" | "check-out" | "check-in";
                    actorId?: string;
                    after?: string;
                    entity?: "category" | "product" | "item" | "rental" | "incident" | "review" | "order" | "settings" | "webhook" | "api-token" | "calendar-feed" | "coupon" | "price-template";
                    entityId?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                action: "create" | "edit" | "delete" | "status" | "swap" | "image" | "payment" | "refund" | "deposit" | "check-out" | "check-in";
                                actor: {
                                    id: string | null;
                                    name: string;
                                };
                                after: {
                                    [key: string]: unknown;
                                } | null;
                                at: string;
                                before: {
                                    [key: string]: unknown;
                                } | null;
                                /** @enum {string} */
                                entity: "category" | "product" | "item" | "rental" | "incident" | "review" | "order" | "settings" | "webhook" | "api-token" | "calendar-feed" | "coupon" | "price-template";
                                entityId: number;
                                id: number;
                                label: string | null;
                            }[];
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/calendar-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The secret address of the shop's calendar feed of pick-ups and returns
         * @description One feed for the whole shop, the same for every administrator until one renews it: each live rental line's pick-up on its first day and its return on its last, as all-day events.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            renewedAt: string;
                            url: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/calendar-feed/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new secret address for the shop's calendar feed
         * @description The old address answers 404 from this moment on, for every calendar subscribed to it.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            renewedAt: string;
                            url: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Categorys, one page at a time
         * @description In name order. `parent=top` lists the top-level categories, `parent={id}` its children; `q` searches the name; `name` matches one name exactly (any case), to tell a form it is taken. Pass `next` as `after` for the following page.
         */
        get: {
            parameters: {
                query?: {
                    after?: string;
                    limit?: number;
                    name?: string;
                    parent?: "top" | number;
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                childCount: number;
                                description: string;
                                id: number;
                                name: string;
                                parentId: number | null;
                                parentName: string | null;
                                productCount: number;
                                translations: {
                                    /**
                                     * @default {
                                     *       "name": "",
                                     *       "description": ""
                                     *     }
                                     */
                                    de: {
                                        /** @default  */
                                        description: string;
                                        /** @default  */
                                        name: string;
                                    };
                                    /**
                                     * @default {
                                     *       "name": "",
                                     *       "description": ""
                                     *     }
                                     */
                                    es: {
                                        /** @default  */
                                        description: string;
                                        /** @default  */
                                        name: string;
                                    };
                                };
                            }[];
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a category */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        description?: string;
                        name: string;
                        /** @default null */
                        parentId?: number | null;
                        /**
                         * @default {
                         *       "es": {
                         *         "name": "",
                         *         "description": ""
                         *       },
                         *       "de": {
                         *         "name": "",
                         *         "description": ""
                         *       }
                         *     }
                         */
                        translations?: {
                            /**
                             * @default {
                             *       "name": "",
                             *       "description": ""
                             *     }
                             */
                            de?: {
                                /** @default  */
                                description?: string;
                                /** @default  */
                                name?: string;
                            };
                            /**
                             * @default {
                             *       "name": "",
                             *       "description": ""
                             *     }
                             */
                            es?: {
                                /** @default  */
                                description?: string;
                                /** @default  */
                                name?: string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            childCount: number;
                            description: string;
                            id: number;
                            name: string;
                            parentId: number | null;
                            parentName: string | null;
                            productCount: number;
                            translations: {
                                /**
                                 * @default {
                                 *       "name": "",
                                 *       "description": ""
                                 *     }
                                 */
                                de: {
                                    /** @default  */
                                    description: string;
                                    /** @default  */
                                    name: string;
                                };
                                /**
                                 * @default {
                                 *       "name": "",
                                 *       "description": ""
                                 *     }
                                 */
                                es: {
                                    /** @default  */
                                    description: string;
                                    /** @default  */
                                    name: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A category by id */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            childCount: number;
                            description: string;
                            id: number;
                            name: string;
                            parentId: number | null;
                            parentName: string | null;
                            productCount: number;
                            translations: {
                                /**
                                 * @default {
                                 *       "name": "",
                                 *       "description": ""
                                 *     }
                                 */
                                de: {
                                    /** @default  */
                                    description: string;
                                    /** @default  */
                                    name: string;
                                };
                                /**
                                 * @default {
                                 *       "name": "",
                                 *       "description": ""
                                 *     }
                                 */
                                es: {
                                    /** @default  */
                                    description: string;
                                    /** @default  */
                                    name: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        /** Edit a category */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        description?: string;
                        name: string;
                        /** @default null */
                        parentId?: number | null;
                        /**
                         * @default {
                         *       "es": {
                         *         "name": "",
                         *         "description": ""
                         *       },
                         *       "de": {
                         *         "name": "",
                         *         "description": ""
                         *       }
                         *     }
                         */
                        translations?: {
                            /**
                             * @default {
                             *       "name": "",
                             *       "description": ""
                             *     }
                             */
                            de?: {
                                /** @default  */
                                description?: string;
                                /** @default  */
                                name?: string;
                            };
                            /**
                             * @default {
                             *       "name": "",
                             *       "description": ""
                             *     }
                             */
                            es?: {
                                /** @default  */
                                description?: string;
                                /** @default  */
                                name?: string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            childCount: number;
                            description: string;
                            id: number;
                            name: string;
                            parentId: number | null;
                            parentName: string | null;
                            productCount: number;
                            translations: {
                                /**
                                 * @default {
                                 *       "name": "",
                                 *       "description": ""
                                 *     }
                                 */
                                de: {
                                    /** @default  */
                                    description: string;
                                    /** @default  */
                                    name: string;
                                };
                                /**
                                 * @default {
                                 *       "name": "",
                                 *       "description": ""
                                 *     }
                                 */
                                es: {
                                    /** @default  */
                                    description: string;
                                    /** @default  */
                                    name: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete a category nothing depends on (409 says what does) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's coupons, newest first, each with how often it was used */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                active: boolean;
                                amountOff: string | null;
                                categoryIds: number[];
                                code: string;
                                createdAt: string;
                                id: number;
                                maxUses: number | null;
                                maxUsesPerCustomer: number | null;
                                minDays: number | null;
                                percentOff: number | null;
                                productIds: number[];
                                uses: number;
                                /** Format: date */
                                validFrom: IsoDate | null;
                                /** Format: date */
                                validTo: IsoDate | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Give out a code: a percentage or an amount off the rent, within limits
         * @description Either `percentOff` (1–100) or `amountOff` (euros). The code is read in capitals. `validFrom`/`validTo` are days of the shop's calendar; `maxUses` counts orders in all, `maxUsesPerCustomer` per customer (an order that lapses unpaid gives its use back); `minDays`: the least charged days of a line it applies to; `productIds`/`categoryIds`: only lines of those products or categories. 409 COUPON_CODE_TAKEN.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amountOff?: string;
                        categoryIds?: number[];
                        code: string;
                        maxUses?: number;
                        maxUsesPerCustomer?: number;
                        minDays?: number;
                        percentOff?: number;
                        productIds?: number[];
                        /** Format: date */
                        validFrom?: IsoDate;
                        /** Format: date */
                        validTo?: IsoDate;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            active: boolean;
                            amountOff: string | null;
                            categoryIds: number[];
                            code: string;
                            createdAt: string;
                            id: number;
                            maxUses: number | null;
                            maxUsesPerCustomer: number | null;
                            minDays: number | null;
                            percentOff: number | null;
                            productIds: number[];
                            uses: number;
                            /** Format: date */
                            validFrom: IsoDate | null;
                            /** Format: date */
                            validTo: IsoDate | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/coupons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Switch a code off (customers can no longer use it) or on again */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        active: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            active: boolean;
                            amountOff: string | null;
                            categoryIds: number[];
                            code: string;
                            createdAt: string;
                            id: number;
                            maxUses: number | null;
                            maxUsesPerCustomer: number | null;
                            minDays: number | null;
                            percentOff: number | null;
                            productIds: number[];
                            uses: number;
                            /** Format: date */
                            validFrom: IsoDate | null;
                            /** Format: date */
                            validTo: IsoDate | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/desk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The hand-over desk's day: pick-ups, returns and overdue rentals
         * @description On the shop's calendar (`today`). Pick-ups: rentals not cancelled that started today or before and end today or later, with a unit not handed over yet, the earliest start first. Returns: rentals ending today with a unit out. Overdue: rentals past their last day with a unit out (never handed over is not overdue), the longest late first. Each list holds at most 50 rentals, each with its units and where each one is; `total` is how many there are.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            overdue: {
                                items: {
                                    cancelledAt: string | null;
                                    chargedDays: number;
                                    checkedInAt: string | null;
                                    checkedOutAt: string | null;
                                    createdAt: string;
                                    dailyPrice: string;
                                    damageWaiver: string;
                                    /** Format: date */
                                    dateFrom: IsoDate;
                                    /** Format: date */
                                    dateTo: IsoDate;
                                    daysLate: number;
                                    deposit: string;
                                    discount: string;
                                    id: number;
                                    incident: {
                                        byShop: boolean;
                                        id: number;
                                        /** @enum {string} */
                                        status: "Open" | "Closed";
                                    } | null;
                                    isKit: boolean;
                                    items: {
                                        checkedInAt: string | null;
                                        checkedOutAt: string | null;
                                        /** @enum {string|null} */
                                        condition: "ok" | "damaged" | "missing" | null;
                                        id: number;
                                        productId: number;
                                        productName: string;
                                        serialNumber: string;
                                    }[];
                                    lateFee: string;
                                    orderId: number;
                                    orderReference: string;
                                    /** @enum {string} */
                                    orderStatus: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                                    overdue: boolean;
                                    productId: number;
                                    productName: string;
                                    quantity: number;
                                    reviewId: number | null;
                                    /** @enum {string} */
                                    reviewStatus: "Reviewed" | "NotReviewed" | "CantReview" | "Unknown";
                                    total: string;
                                    userEmail: string;
                                    userId: string;
                                    userName: string;
                                }[];
                                total: number;
                            };
                            pickUps: {
                                items: {
                                    cancelledAt: string | null;
                                    chargedDays: number;
                                    checkedInAt: string | null;
                                    checkedOutAt: string | null;
                                    createdAt: string;
                                    dailyPrice: string;
                                    damageWaiver: string;
                                    /** Format: date */
                                    dateFrom: IsoDate;
                                    /** Format: date */
                                    dateTo: IsoDate;
                                    daysLate: number;
                                    deposit: string;
                                    discount: string;
                                    id: number;
                                    incident: {
                                        byShop: boolean;
                                        id: number;
                                        /** @enum {string} */
                                        status: "Open" | "Closed";
                                    } | null;
                                    isKit: boolean;
                                    items: {
                                        checkedInAt: string | null;
                                        checkedOutAt: string | null;
                                        /** @enum {string|null} */
                                        condition: "ok" | "damaged" | "missing" | null;
                                        id: number;
                                        productId: number;
                                        productName: string;
                                        serialNumber: string;
                                    }[];
                                    lateFee: string;
                                    orderId: number;
                                    orderReference: string;
                                    /** @enum {string} */
                                    orderStatus: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                                    overdue: boolean;
                                    productId: number;
                                    productName: string;
                                    quantity: number;
                                    reviewId: number | null;
                                    /** @enum {string} */
                                    reviewStatus: "Reviewed" | "NotReviewed" | "CantReview" | "Unknown";
                                    total: string;
                                    userEmail: string;
                                    userId: string;
                                    userName: string;
                                }[];
                                total: number;
                            };
                            returns: {
                                items: {
                                    cancelledAt: string | null;
                                    chargedDays: number;
                                    checkedInAt: string | null;
                                    checkedOutAt: string | null;
                                    createdAt: string;
                                    dailyPrice: string;
                                    damageWaiver: string;
                                    /** Format: date */
                                    dateFrom: IsoDate;
                                    /** Format: date */
                                    dateTo: IsoDate;
                                    daysLate: number;
                                    deposit: string;
                                    discount: string;
                                    id: number;
                                    incident: {
                                        byShop: boolean;
                                        id: number;
                                        /** @enum {string} */
                                        status: "Open" | "Closed";
                                    } | null;
                                    isKit: boolean;
                                    items: {
                                        checkedInAt: string | null;
                                        checkedOutAt: string | null;
                                        /** @enum {string|null} */
                                        condition: "ok" | "damaged" | "missing" | null;
                                        id: number;
                                        productId: number;
                                        productName: string;
                                        serialNumber: string;
                                    }[];
                                    lateFee: string;
                                    orderId: number;
                                    orderReference: string;
                                    /** @enum {string} */
                                    orderStatus: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                                    overdue: boolean;
                                    productId: number;
                                    productName: string;
                                    quantity: number;
                                    reviewId: number | null;
                                    /** @enum {string} */
                                    reviewStatus: "Reviewed" | "NotReviewed" | "CantReview" | "Unknown";
                                    total: string;
                                    userEmail: string;
                                    userId: string;
                                    userName: string;
                                }[];
                                total: number;
                            };
                            /** Format: date */
                            today: IsoDate;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/desk/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find rentals at the desk by an order's reference, a scanned serial number or a customer
         * @description `q` (2 to 100 characters) matches an order's reference from its start (FH-2026-000123, or FH-2026-0001…), a unit's serial number exactly, or a part of the customer's name or e-mail, regardless of case. Rentals not cancelled, and not over or with a unit still out; the earliest start first, at most 20.
         */
        get: {
            parameters: {
                query: {
                    q: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                cancelledAt: string | null;
                                chargedDays: number;
                                checkedInAt: string | null;
                                checkedOutAt: string | null;
                                createdAt: string;
                                dailyPrice: string;
                                damageWaiver: string;
                                /** Format: date */
                                dateFrom: IsoDate;
                                /** Format: date */
                                dateTo: IsoDate;
                                daysLate: number;
                                deposit: string;
                                discount: string;
                                id: number;
                                incident: {
                                    byShop: boolean;
                                    id: number;
                                    /** @enum {string} */
                                    status: "Open" | "Closed";
                                } | null;
                                isKit: boolean;
                                items: {
                                    checkedInAt: string | null;
                                    checkedOutAt: string | null;
                                    /** @enum {string|null} */
                                    condition: "ok" | "damaged" | "missing" | null;
                                    id: number;
                                    productId: number;
                                    productName: string;
                                    serialNumber: string;
                                }[];
                                lateFee: string;
                                orderId: number;
                                orderReference: string;
                                /** @enum {string} */
                                orderStatus: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                                overdue: boolean;
                                productId: number;
                                productName: string;
                                quantity: number;
                                reviewId: number | null;
                                /** @enum {string} */
                                reviewStatus: "Reviewed" | "NotReviewed" | "CantReview" | "Unknown";
                                total: string;
                                userEmail: string;
                                userId: string;
                                userName: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/disputes/{id}/reviewed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a disputed payment as looked at
         * @description A customer's dispute of a payment with their bank, as Stripe reported it, is listed on the dashboard home (disputes) until staff, who answer it in Stripe's dashboard, mark it reviewed here. 404 when there is no such dispute open.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exports/customers.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop's customers as a CSV file
         * @description One row per account, administrators included: personal data (names, e-mail addresses, phone numbers), for the shop's own records only. Columns: customer_id, name, email, email_confirmed, phone, language, administrator, signed_up_at, orders (placed), last_order_at. UTF-8 with a byte order mark (so Excel reads accents), comma-separated, header row first, lines ended by LF, quoted as RFC 4180. Money in euros with a dot and two decimals (12.50), dates YYYY-MM-DD, moments ISO 8601 in UTC. A text starting with = + - @, a tab or a carriage return gets a leading apostrophe, so no spreadsheet runs it as a formula. Streamed as it is read, so its size has no limit; at most 4 exports run at once per server process (429 TOO_MANY_EXPORTS past that).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The CSV, as an attachment named by the export and the day */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": Blob;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exports/orders.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop's orders as a CSV file
         * @description One row per order, oldest first; with a period, the orders placed on its days (the shop's calendar). Columns: reference, placed_at, customer, email, company, vat_id, status, payment_method, payment_status, lines (live ones), total (of its live lines), paid, refunded, deposit_taken, deposit_returned, deposit_kept, late_fees, balance_due (what the customer still owes; negative: what the shop owes back), cancelled_at. UTF-8 with a byte order mark (so Excel reads accents), comma-separated, header row first, lines ended by LF, quoted as RFC 4180. Money in euros with a dot and two decimals (12.50), dates YYYY-MM-DD, moments ISO 8601 in UTC. A text starting with = + - @, a tab or a carriage return gets a leading apostrophe, so no spreadsheet runs it as a formula. Streamed as it is read, so its size has no limit; at most 4 exports run at once per server process (429 TOO_MANY_EXPORTS past that).
         */
        get: {
            parameters: {
                query?: {
                    /** @description First day (YYYY-MM-DD), included; from the beginning if left out. */
                    from?: IsoDate;
                    /** @description Last day (YYYY-MM-DD), included; up to now if left out. */
                    to?: IsoDate;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The CSV, as an attachment named by the export and the day */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": Blob;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exports/rentals.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop's rentals as a CSV file
         * @description One row per rental line (a kit is one line, its units listed by serial number), oldest first; with a period, the rentals whose dates overlap it. Columns: order_reference, rental_id, placed_at, customer, email, product, kit, units, date_from, date_to, charged_days, quantity, daily_price, total, deposit_per_unit, vat_rate, status (Requested, InProgress, Completed, Cancelled), order_status, payment_method, payment_status, cancelled_at. UTF-8 with a byte order mark (so Excel reads accents), comma-separated, header row first, lines ended by LF, quoted as RFC 4180. Money in euros with a dot and two decimals (12.50), dates YYYY-MM-DD, moments ISO 8601 in UTC. A text starting with = + - @, a tab or a carriage return gets a leading apostrophe, so no spreadsheet runs it as a formula. Streamed as it is read, so its size has no limit; at most 4 exports run at once per server process (429 TOO_MANY_EXPORTS past that).
         */
        get: {
            parameters: {
                query?: {
                    /** @description First day (YYYY-MM-DD), included; from the beginning if left out. */
                    from?: IsoDate;
                    /** @description Last day (YYYY-MM-DD), included; up to now if left out. */
                    to?: IsoDate;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The CSV, as an attachment named by the export and the day */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": Blob;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exports/units.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop's units as a CSV file
         * @description One row per unit, by product and serial number. Columns: unit_id, serial_number, product, brand, model, category, status, out_now, rentals (times booked), last_rented_until. UTF-8 with a byte order mark (so Excel reads accents), comma-separated, header row first, lines ended by LF, quoted as RFC 4180. Money in euros with a dot and two decimals (12.50), dates YYYY-MM-DD, moments ISO 8601 in UTC. A text starting with = + - @, a tab or a carriage return gets a leading apostrophe, so no spreadsheet runs it as a formula. Streamed as it is read, so its size has no limit; at most 4 exports run at once per server process (429 TOO_MANY_EXPORTS past that).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The CSV, as an attachment named by the export and the day */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": Blob;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/incidents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every incident, newest first, one page at a time
         * @description Filter by status, or search the customer name, e-mail or description (q). Pass `next` as `after` for the following page.
         */
        get: {
            parameters: {
                query?: {
                    after?: string;
                    limit?: number;
                    q?: string;
                    status?: "Open" | "Closed";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                byShop: boolean;
                                createdAt: string;
                                damageWaiver: string | null;
                                description: string;
                                id: number;
                                photos: {
                                    createdAt: string;
                                    id: number;
                                    itemId: number | null;
                                    url: string;
                                }[];
                                productName: string;
                                rentalId: number;
                                reporterName: string | null;
                                /** @enum {string} */
                                status: "Open" | "Closed";
                                /** @enum {string} */
                                type: "Payment" | "ProductNotReceived" | "ProductLost" | "ProductDamaged" | "Other";
                                units: {
                                    /** @enum {string} */
                                    condition: "damaged" | "missing";
                                    itemId: number;
                                    note: string;
                                    recordedAt: string;
                                    serialNumber: string;
                                }[];
                                userEmail: string;
                                userId: string;
                                userName: string;
                            }[];
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/incidents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Any incident by id */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            byShop: boolean;
                            createdAt: string;
                            damageWaiver: string | null;
                            description: string;
                            id: number;
                            photos: {
                                createdAt: string;
                                id: number;
                                itemId: number | null;
                                url: string;
                            }[];
                            productName: string;
                            rentalId: number;
                            reporterName: string | null;
                            /** @enum {string} */
                            status: "Open" | "Closed";
                            /** @enum {string} */
                            type: "Payment" | "ProductNotReceived" | "ProductLost" | "ProductDamaged" | "Other";
                            units: {
                                /** @enum {string} */
                                condition: "damaged" | "missing";
                                itemId: number;
                                note: string;
                                recordedAt: string;
                                serialNumber: string;
                            }[];
                            userEmail: string;
                            userId: string;
                            userName: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Open or close an incident */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Open" | "Closed";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            byShop: boolean;
                            createdAt: string;
                            damageWaiver: string | null;
                            description: string;
                            id: number;
                            photos: {
                                createdAt: string;
                                id: number;
                                itemId: number | null;
                                url: string;
                            }[];
                            productName: string;
                            rentalId: number;
                            reporterName: string | null;
                            /** @enum {string} */
                            status: "Open" | "Closed";
                            /** @enum {string} */
                            type: "Payment" | "ProductNotReceived" | "ProductLost" | "ProductDamaged" | "Other";
                            units: {
                                /** @enum {string} */
                                condition: "damaged" | "missing";
                                itemId: number;
                                note: string;
                                recordedAt: string;
                                serialNumber: string;
                            }[];
                            userEmail: string;
                            userId: string;
                            userName: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/incidents/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a photo to an incident (damage found at check-in)
         * @description The answer is the incident with its `photos`, which the customer sees on their incident too. 409 UNIT_NOT_ON_RENTAL for an `itemId` that is not one of the rental’s units, TOO_MANY_PHOTOS past 20; 413 for a file over 15 MB or a picture over 50 megapixels, 415 for a file that is not a picture.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            /** @description A form with one file field, `file`, and optionally `itemId`. The server decodes the picture whatever its name or declared type, turns it upright, drops its metadata and stores it as WebP up to 1600 px. */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description The photo: JPEG, PNG, WebP, GIF, AVIF or HEIF, at most 15 MB
                         */
                        file: Blob;
                        /** @description The unit the photo shows: the id of one of the rental’s units */
                        itemId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            byShop: boolean;
                            createdAt: string;
                            damageWaiver: string | null;
                            description: string;
                            id: number;
                            photos: {
                                createdAt: string;
                                id: number;
                                itemId: number | null;
                                url: string;
                            }[];
                            productName: string;
                            rentalId: number;
                            reporterName: string | null;
                            /** @enum {string} */
                            status: "Open" | "Closed";
                            /** @enum {string} */
                            type: "Payment" | "ProductNotReceived" | "ProductLost" | "ProductDamaged" | "Other";
                            units: {
                                /** @enum {string} */
                                condition: "damaged" | "missing";
                                itemId: number;
                                note: string;
                                recordedAt: string;
                                serialNumber: string;
                            }[];
                            userEmail: string;
                            userId: string;
                            userName: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Invoices and credit notes issued in a period, newest first, with the totals per VAT rate
         * @description For the accountant: the documents whose issue date (the shop's) is from `from` to `to`, both included; without them, this month. Each with its net, VAT and amounts per rate, summed from its lines. `totalsByRate` and `totals` cover the whole period, credit notes subtracting (they may be negative). `items` holds at most the newest 2000 documents; the totals and the exports (export.csv, export.zip) always have every one. A period backwards or longer than 366 days is 400 BAD_PERIOD.
         */
        get: {
            parameters: {
                query?: {
                    /** @description First day (YYYY-MM-DD); the first of `to`'s month, or of this month, if left out. */
                    from?: IsoDate;
                    /** @description Last day, included; the last of `from`'s month, or of this month, if left out. */
                    to?: IsoDate;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date */
                            from: IsoDate;
                            items: {
                                company: string | null;
                                corrects: string | null;
                                customerName: string;
                                /** Format: date */
                                dueDate: IsoDate | null;
                                eInvoiceUrl: string | null;
                                id: number;
                                /** Format: date */
                                issueDate: IsoDate;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note";
                                net: string;
                                number: string;
                                orderId: number | null;
                                orderReference: string;
                                total: string;
                                url: string;
                                vat: string;
                                vatByRate: {
                                    gross: string;
                                    net: string;
                                    rate: number;
                                    vat: string;
                                }[];
                                /** @enum {string} */
                                vatTreatment: "standard" | "reverse_charge";
                            }[];
                            /** Format: date */
                            to: IsoDate;
                            totals: {
                                gross: string;
                                net: string;
                                vat: string;
                            };
                            totalsByRate: {
                                gross: string;
                                net: string;
                                rate: number;
                                vat: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A period's invoices and credit notes as CSV, one row per document and VAT rate
         * @description The period as in GET /api/admin/invoices (at most 366 days), oldest first. Columns: number, kind, issue_date, order_reference, corrects, customer, company, buyer_vat_id, vat_rate, net, vat, gross, payment_method (stripe, cash, terminal, bank_transfer), payment_date (the shop's day), amount_paid (the document's payment, or its refund as a negative amount, repeated on each of its rows); a credit note's amounts are negative. UTF-8 with a byte order mark, CRLF, quoted as RFC 4180; separated by commas with decimal points, or by semicolons with decimal commas (`delimiter`, else the request's language). A text starting with = + - or @ gets a leading apostrophe, so no spreadsheet runs it as a formula.
         */
        get: {
            parameters: {
                query?: {
                    /** @description `comma` (decimal point) or `semicolon` (decimal comma); left out, the request's language decides: a comma in English, a semicolon in German and Spanish. */
                    delimiter?: "comma" | "semicolon";
                    /** @description First day (YYYY-MM-DD); the first of `to`'s month, or of this month, if left out. */
                    from?: IsoDate;
                    /** @description Last day, included; the last of `from`'s month, or of this month, if left out. */
                    to?: IsoDate;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The CSV, as an attachment named by the period */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": Blob;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices/export.datev.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A period's invoices and credit notes as a DATEV booking batch (EXTF Buchungsstapel)
         * @description The period as in GET /api/admin/invoices, within one fiscal year (`accounting.datev.fiscalYearStartMonth`; else 400 BAD_PERIOD). DATEV's EXTF format 700, category 21 (Buchungsstapel), version 13: a header line with the settings' consultant and client numbers, the fiscal year's first day, the account length and the period; the names of the first 14 booking columns; then one booking per document and VAT rate, its gross on the debtor account against the rate's revenue account (Settings, Accounting), an invoice on the debit side (S), a credit note on the credit side (H), dated by its issue date (DDMM), its number as Belegfeld 1. Semicolons, decimal commas, CRLF, Windows-1252. 409 DATEV_ACCOUNT_MISSING when a rate of the period has no revenue account.
         */
        get: {
            parameters: {
                query?: {
                    /** @description First day (YYYY-MM-DD); the first of `to`'s month, or of this month, if left out. */
                    from?: IsoDate;
                    /** @description Last day, included; the last of `from`'s month, or of this month, if left out. */
                    to?: IsoDate;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The batch, as an attachment named EXTF_Buchungsstapel_<from>_<to>.csv */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": Blob;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices/export.zip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every PDF of a period's invoices and credit notes in one ZIP
         * @description The period as in GET /api/admin/invoices (at most 366 days). One `<number>.pdf` per document (the Factur-X PDF for a business buyer) and, for a business buyer, its `<number>.xml` (CII). Streamed while the documents are rendered: a download cut short has no ZIP directory at its end, so no reader takes it for a whole one.
         */
        get: {
            parameters: {
                query?: {
                    /** @description First day (YYYY-MM-DD); the first of `to`'s month, or of this month, if left out. */
                    from?: IsoDate;
                    /** @description Last day, included; the last of `from`'s month, or of this month, if left out. */
                    to?: IsoDate;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The ZIP, as an attachment named by the period */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": Blob;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices/open-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The open items: invoices on account still owed, oldest due first
         * @description Every invoice issued to an order paid on invoice whose balance is not paid yet: its number, order, customer and company, issue and due date, days overdue, its amount and what the order still owes (`open`, its `balanceDue`: part payments taken off), and the reminders sent. `open` at the end is what all of them owe.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                company: string | null;
                                customerName: string;
                                daysOverdue: number;
                                /** Format: date */
                                dueDate: IsoDate;
                                invoiceId: number;
                                /** Format: date */
                                issueDate: IsoDate;
                                lastReminderAt: string | null;
                                number: string;
                                open: string;
                                orderId: number;
                                orderReference: string;
                                reminders: number;
                                total: string;
                                url: string;
                            }[];
                            open: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Items, one page at a time
         * @description In serial-number order, optionally of one product or status; `q` searches the serial number; `serialNumber` matches one exactly (any case). Pass `next` as `after` for the following page.
         */
        get: {
            parameters: {
                query?: {
                    after?: string;
                    limit?: number;
                    productId?: number;
                    q?: string;
                    serialNumber?: string;
                    status?: "Operational" | "NonOperational";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                hasRentals: boolean;
                                id: number;
                                productId: number;
                                productName: string;
                                serialNumber: string;
                                /** @enum {string} */
                                status: "Operational" | "NonOperational";
                            }[];
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a item */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        productId: number;
                        serialNumber: string;
                        /** @enum {string} */
                        status: "Operational" | "NonOperational";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hasRentals: boolean;
                            id: number;
                            productId: number;
                            productName: string;
                            serialNumber: string;
                            /** @enum {string} */
                            status: "Operational" | "NonOperational";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A item by id */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hasRentals: boolean;
                            id: number;
                            productId: number;
                            productName: string;
                            serialNumber: string;
                            /** @enum {string} */
                            status: "Operational" | "NonOperational";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        /** Edit a item */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        productId: number;
                        serialNumber: string;
                        /** @enum {string} */
                        status: "Operational" | "NonOperational";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hasRentals: boolean;
                            id: number;
                            productId: number;
                            productName: string;
                            serialNumber: string;
                            /** @enum {string} */
                            status: "Operational" | "NonOperational";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete a item nothing depends on (409 says what does) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Printable labels: a QR code of each unit's serial number with its product's name, as an A4 PDF
         * @description Every unit of `productId` (by serial number), or the units `itemIds` (comma-separated, in that order, at most 1000); one of the two. A4 sheets of 24 labels of 63.5 x 33.9 mm (3 x 8, as Avery L7159). 404 for an unknown product or unit; 409 NO_UNITS for a product without units; 400 TOO_MANY_LABELS for a product of more than 1000 units.
         */
        get: {
            parameters: {
                query?: {
                    itemIds?: string;
                    productId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The label sheet, shown in the browser to print (inline), named after the product */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": Blob;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take an order for a customer (a phone or walk-in order)
         * @description Books `lines` for the customer with this e-mail (an account opened without a password and an invitation mailed when there is none), as POST /api/orders books them, paid at the counter or through a mailed Stripe link; audited. Every status and code: docs/api.md, "Take an order for a customer".
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customer: {
                            email: string;
                            fullName?: string;
                            /** @enum {string} */
                            language?: "en" | "es" | "de";
                        };
                        lines: {
                            dailyPrice: string;
                            /** Format: date */
                            dateFrom: IsoDate;
                            /** Format: date */
                            dateTo: IsoDate;
                            productId: number;
                            quantity: number;
                        }[];
                        /** @enum {string} */
                        payment: "online" | "at_pickup" | "invoice";
                        purchaseOrder?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            balanceDue: string;
                            business: {
                                city: string;
                                company: string;
                                country: string;
                                postcode: string;
                                street: string;
                                vatId: string;
                            } | null;
                            cancelledAt: string | null;
                            changesDue: string;
                            checkoutUrl: string | null;
                            couponCode: string | null;
                            damageWaiver: string;
                            deposit: {
                                due: string;
                                kept: string;
                                returned: string;
                                taken: string;
                            };
                            discount: string;
                            dueNow: string;
                            holdExpiresAt: string | null;
                            id: number;
                            invoices: {
                                /** Format: date */
                                dueDate: IsoDate | null;
                                eInvoiceUrl: string | null;
                                id: number;
                                /** Format: date */
                                issueDate: IsoDate;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note";
                                number: string;
                                total: string;
                                url: string;
                                vat: string;
                                /** @enum {string} */
                                vatTreatment: "standard" | "reverse_charge";
                            }[];
                            paid: string;
                            /** @enum {string} */
                            payment: "online" | "at_pickup" | "invoice";
                            payments: {
                                amount: string;
                                /** @enum {string} */
                                channel: "stripe" | "cash" | "terminal" | "bank_transfer";
                                createdAt: string;
                                id: number;
                                /** @enum {string} */
                                kind: "charge" | "refund" | "deposit_taken" | "deposit_kept" | "deposit_returned" | "late_fee" | "change_charge" | "part_payment";
                                reason: string | null;
                                /** @enum {string} */
                                state: "pending" | "succeeded" | "failed";
                            }[];
                            /** @enum {string} */
                            paymentStatus: "DueAtPickup" | "Invoiced" | "Pending" | "Paid" | "PartlyPaid" | "PartlyRefunded" | "Refunded" | "Expired" | "NothingDue" | "RefundOwed";
                            placedAt: string;
                            purchaseOrder: string | null;
                            reference: string;
                            refunded: string;
                            rentals: {
                                cancelledAt: string | null;
                                chargedDays: number;
                                checkedInAt: string | null;
                                checkedOutAt: string | null;
                                createdAt: string;
                                dailyPrice: string;
                                damageWaiver: string;
                                /** Format: date */
                                dateFrom: IsoDate;
                                /** Format: date */
                                dateTo: IsoDate;
                                daysLate: number;
                                deposit: string;
                                discount: string;
                                id: number;
                                incident: {
                                    byShop: boolean;
                                    id: number;
                                    /** @enum {string} */
                                    status: "Open" | "Closed";
                                } | null;
                                isKit: boolean;
                                items: {
                                    checkedInAt: string | null;
                                    checkedOutAt: string | null;
                                    /** @enum {string|null} */
                                    condition: "ok" | "damaged" | "missing" | null;
                                    id: number;
                                    productId: number;
                                    productName: string;
                                    serialNumber: string;
                                }[];
                                lateFee: string;
                                orderId: number;
                                orderReference: string;
                                /** @enum {string} */
                                orderStatus: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                                overdue: boolean;
                                productId: number;
                                productName: string;
                                quantity: number;
                                reviewId: number | null;
                                /** @enum {string} */
                                reviewStatus: "Reviewed" | "NotReviewed" | "CantReview" | "Unknown";
                                total: string;
                                userEmail: string;
                                userId: string;
                                userName: string;
                            }[];
                            /** @enum {string} */
                            status: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                            total: string;
                            userId: string;
                            /** @enum {string} */
                            vatTreatment: "standard" | "reverse_charge";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Any order by id, with its lines */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            balanceDue: string;
                            business: {
                                city: string;
                                company: string;
                                country: string;
                                postcode: string;
                                street: string;
                                vatId: string;
                            } | null;
                            cancelledAt: string | null;
                            changesDue: string;
                            checkoutUrl: string | null;
                            couponCode: string | null;
                            damageWaiver: string;
                            deposit: {
                                due: string;
                                kept: string;
                                returned: string;
                                taken: string;
                            };
                            discount: string;
                            dueNow: string;
                            holdExpiresAt: string | null;
                            id: number;
                            invoices: {
                                /** Format: date */
                                dueDate: IsoDate | null;
                                eInvoiceUrl: string | null;
                                id: number;
                                /** Format: date */
                                issueDate: IsoDate;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note";
                                number: string;
                                total: string;
                                url: string;
                                vat: string;
                                /** @enum {string} */
                                vatTreatment: "standard" | "reverse_charge";
                            }[];
                            paid: string;
                            /** @enum {string} */
                            payment: "online" | "at_pickup" | "invoice";
                            payments: {
                                amount: string;
                                /** @enum {string} */
                                channel: "stripe" | "cash" | "terminal" | "bank_transfer";
                                createdAt: string;
                                id: number;
                                /** @enum {string} */
                                kind: "charge" | "refund" | "deposit_taken" | "deposit_kept" | "deposit_returned" | "late_fee" | "change_charge" | "part_payment";
                                reason: string | null;
                                /** @enum {string} */
                                state: "pending" | "succeeded" | "failed";
                            }[];
                            /** @enum {string} */
                            paymentStatus: "DueAtPickup" | "Invoiced" | "Pending" | "Paid" | "PartlyPaid" | "PartlyRefunded" | "Refunded" | "Expired" | "NothingDue" | "RefundOwed";
                            placedAt: string;
                            purchaseOrder: string | null;
                            reference: string;
                            refunded: string;
                            rentals: {
                                cancelledAt: string | null;
                                chargedDays: number;
                                checkedInAt: string | null;
                                checkedOutAt: string | null;
                                createdAt: string;
                                dailyPrice: string;
                                damageWaiver: string;
                                /** Format: date */
                                dateFrom: IsoDate;
                                /** Format: date */
                                dateTo: IsoDate;
                                daysLate: number;
                                deposit: string;
                                discount: string;
                                id: number;
                                incident: {
                                    byShop: boolean;
                                    id: number;
                                    /** @enum {string} */
                                    status: "Open" | "Closed";
                                } | null;
                                isKit: boolean;
                                items: {
                                    checkedInAt: string | null;
                                    checkedOutAt: string | null;
                                    /** @enum {string|null} */
                                    condition: "ok" | "damaged" | "missing" | null;
                                    id: number;
                                    productId: number;
                                    productName: string;
                                    serialNumber: string;
                                }[];
                                lateFee: string;
                                orderId: number;
                                orderReference: string;
                                /** @enum {string} */
                                orderStatus: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                                overdue: boolean;
                                productId: number;
                                productName: string;
                                quantity: number;
                                reviewId: number | null;
                                /** @enum {string} */
                                reviewStatus: "Reviewed" | "NotReviewed" | "CantReview" | "Unknown";
                                total: string;
                                userEmail: string;
                                userId: string;
                                userName: string;
                            }[];
                            /** @enum {string} */
                            status: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                            total: string;
                            userId: string;
                            /** @enum {string} */
                            vatTreatment: "standard" | "reverse_charge";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a deposit movement: taken at pick-up, kept in part (with a reason) or returned
         * @description take: at most what the order asks (deposit.due) less what was taken. keep and return: together never more than was taken. 409 DEPOSIT_EXCEEDED past either; 400 REASON_REQUIRED to keep without a reason.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "take" | "keep" | "return";
                        amount: string;
                        /** @enum {string} */
                        channel: "cash" | "terminal";
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            balanceDue: string;
                            business: {
                                city: string;
                                company: string;
                                country: string;
                                postcode: string;
                                street: string;
                                vatId: string;
                            } | null;
                            cancelledAt: string | null;
                            changesDue: string;
                            checkoutUrl: string | null;
                            couponCode: string | null;
                            damageWaiver: string;
                            deposit: {
                                due: string;
                                kept: string;
                                returned: string;
                                taken: string;
                            };
                            discount: string;
                            dueNow: string;
                            holdExpiresAt: string | null;
                            id: number;
                            invoices: {
                                /** Format: date */
                                dueDate: IsoDate | null;
                                eInvoiceUrl: string | null;
                                id: number;
                                /** Format: date */
                                issueDate: IsoDate;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note";
                                number: string;
                                total: string;
                                url: string;
                                vat: string;
                                /** @enum {string} */
                                vatTreatment: "standard" | "reverse_charge";
                            }[];
                            paid: string;
                            /** @enum {string} */
                            payment: "online" | "at_pickup" | "invoice";
                            payments: {
                                amount: string;
                                /** @enum {string} */
                                channel: "stripe" | "cash" | "terminal" | "bank_transfer";
                                createdAt: string;
                                id: number;
                                /** @enum {string} */
                                kind: "charge" | "refund" | "deposit_taken" | "deposit_kept" | "deposit_returned" | "late_fee" | "change_charge" | "part_payment";
                                reason: string | null;
                                /** @enum {string} */
                                state: "pending" | "succeeded" | "failed";
                            }[];
                            /** @enum {string} */
                            paymentStatus: "DueAtPickup" | "Invoiced" | "Pending" | "Paid" | "PartlyPaid" | "PartlyRefunded" | "Refunded" | "Expired" | "NothingDue" | "RefundOwed";
                            placedAt: string;
                            purchaseOrder: string | null;
                            reference: string;
                            refunded: string;
                            rentals: {
                                cancelledAt: string | null;
                                chargedDays: number;
                                checkedInAt: string | null;
                                checkedOutAt: string | null;
                                createdAt: string;
                                dailyPrice: string;
                                damageWaiver: string;
                                /** Format: date */
                                dateFrom: IsoDate;
                                /** Format: date */
                                dateTo: IsoDate;
                                daysLate: number;
                                deposit: string;
                                discount: string;
                                id: number;
                                incident: {
                                    byShop: boolean;
                                    id: number;
                                    /** @enum {string} */
                                    status: "Open" | "Closed";
                                } | null;
                                isKit: boolean;
                                items: {
                                    checkedInAt: string | null;
                                    checkedOutAt: string | null;
                                    /** @enum {string|null} */
                                    condition: "ok" | "damaged" | "missing" | null;
                                    id: number;
                                    productId: number;
                                    productName: string;
                                    serialNumber: string;
                                }[];
                                lateFee: string;
                                orderId: number;
                                orderReference: string;
                                /** @enum {string} */
                                orderStatus: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                                overdue: boolean;
                                productId: number;
                                productName: string;
                                quantity: number;
                                reviewId: number | null;
                                /** @enum {string} */
                                reviewStatus: "Reviewed" | "NotReviewed" | "CantReview" | "Unknown";
                                total: string;
                                userEmail: string;
                                userId: string;
                                userName: string;
                            }[];
                            /** @enum {string} */
                            status: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                            total: string;
                            userId: string;
                            /** @enum {string} */
                            vatTreatment: "standard" | "reverse_charge";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a line to an order
         * @description Books one more line for the order's customer, as a line of their checkout is booked (decision 067): the same dates, opening days, length, horizon and units per line, free units under the exclusion constraint, at the product's price now (409 PRICE_CHANGED with the price when `dailyPrice` is not it). The order's `balanceDue` grows by the line's total. On an order already paid, the line's total is owed as a later charge (`changesDue`, decision 069) the counter takes with its own invoice. 409 ORDER_AWAITING_PAYMENT, ORDER_NOT_LIVE or NOT_ENOUGH_STOCK (with `available`). Audited under the staff member's name. 201 with the order.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dailyPrice: string;
                        /** Format: date */
                        dateFrom: IsoDate;
                        /** Format: date */
                        dateTo: IsoDate;
                        productId: number;
                        quantity: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            balanceDue: string;
                            business: {
                                city: string;
                                company: string;
                                country: string;
                                postcode: string;
                                street: string;
                                vatId: string;
                            } | null;
                            cancelledAt: string | null;
                            changesDue: string;
                            checkoutUrl: string | null;
                            couponCode: string | null;
                            damageWaiver: string;
                            deposit: {
                                due: string;
                                kept: string;
                                returned: string;
                                taken: string;
                            };
                            discount: string;
                            dueNow: string;
                            holdExpiresAt: string | null;
                            id: number;
                            invoices: {
                                /** Format: date */
                                dueDate: IsoDate | null;
                                eInvoiceUrl: string | null;
                                id: number;
                                /** Format: date */
                                issueDate: IsoDate;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note";
                                number: string;
                                total: string;
                                url: string;
                                vat: string;
                                /** @enum {string} */
                                vatTreatment: "standard" | "reverse_charge";
                            }[];
                            paid: string;
                            /** @enum {string} */
                            payment: "online" | "at_pickup" | "invoice";
                            payments: {
                                amount: string;
                                /** @enum {string} */
                                channel: "stripe" | "cash" | "terminal" | "bank_transfer";
                                createdAt: string;
                                id: number;
                                /** @enum {string} */
                                kind: "charge" | "refund" | "deposit_taken" | "deposit_kept" | "deposit_returned" | "late_fee" | "change_charge" | "part_payment";
                                reason: string | null;
                                /** @enum {string} */
                                state: "pending" | "succeeded" | "failed";
                            }[];
                            /** @enum {string} */
                            paymentStatus: "DueAtPickup" | "Invoiced" | "Pending" | "Paid" | "PartlyPaid" | "PartlyRefunded" | "Refunded" | "Expired" | "NothingDue" | "RefundOwed";
                            placedAt: string;
                            purchaseOrder: string | null;
                            reference: string;
                            refunded: string;
                            rentals: {
                                cancelledAt: string | null;
                                chargedDays: number;
                                checkedInAt: string | null;
                                checkedOutAt: string | null;
                                createdAt: string;
                                dailyPrice: string;
                                damageWaiver: string;
                                /** Format: date */
                                dateFrom: IsoDate;
                                /** Format: date */
                                dateTo: IsoDate;
                                daysLate: number;
                                deposit: string;
                                discount: string;
                                id: number;
                                incident: {
                                    byShop: boolean;
                                    id: number;
                                    /** @enum {string} */
                                    status: "Open" | "Closed";
                                } | null;
                                isKit: boolean;
                                items: {
                                    checkedInAt: string | null;
                                    checkedOutAt: string | null;
                                    /** @enum {string|null} */
                                    condition: "ok" | "damaged" | "missing" | null;
                                    id: number;
                                    productId: number;
                                    productName: string;
                                    serialNumber: string;
                                }[];
                                lateFee: string;
                                orderId: number;
                                orderReference: string;
                                /** @enum {string} */
                                orderStatus: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                                overdue: boolean;
                                productId: number;
                                productName: string;
                                quantity: number;
                                reviewId: number | null;
                                /** @enum {string} */
                                reviewStatus: "Reviewed" | "NotReviewed" | "CantReview" | "Unknown";
                                total: string;
                                userEmail: string;
                                userId: string;
                                userName: string;
                            }[];
                            /** @enum {string} */
                            status: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                            total: string;
                            userId: string;
                            /** @enum {string} */
                            vatTreatment: "standard" | "reverse_charge";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/lines/{rentalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change one line of an order: its daily price with a reason, its dates or its quantity
         * @description Sets the line's booked daily price (with a reason), its dates or its quantity; the order's `balanceDue` follows, a paid order gets the difference back or owes it as a later charge, and the change is audited. Every status and code: docs/api.md, "Change one line of an order".
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    rentalId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dailyPrice?: string;
                        /** Format: date */
                        dateFrom?: IsoDate;
                        /** Format: date */
                        dateTo?: IsoDate;
                        quantity?: number;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            balanceDue: string;
                            business: {
                                city: string;
                                company: string;
                                country: string;
                                postcode: string;
                                street: string;
                                vatId: string;
                            } | null;
                            cancelledAt: string | null;
                            changesDue: string;
                            checkoutUrl: string | null;
                            couponCode: string | null;
                            damageWaiver: string;
                            deposit: {
                                due: string;
                                kept: string;
                                returned: string;
                                taken: string;
                            };
                            discount: string;
                            dueNow: string;
                            holdExpiresAt: string | null;
                            id: number;
                            invoices: {
                                /** Format: date */
                                dueDate: IsoDate | null;
                                eInvoiceUrl: string | null;
                                id: number;
                                /** Format: date */
                                issueDate: IsoDate;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note";
                                number: string;
                                total: string;
                                url: string;
                                vat: string;
                                /** @enum {string} */
                                vatTreatment: "standard" | "reverse_charge";
                            }[];
                            paid: string;
                            /** @enum {string} */
                            payment: "online" | "at_pickup" | "invoice";
                            payments: {
                                amount: string;
                                /** @enum {string} */
                                channel: "stripe" | "cash" | "terminal" | "bank_transfer";
                                createdAt: string;
                                id: number;
                                /** @enum {string} */
                                kind: "charge" | "refund" | "deposit_taken" | "deposit_kept" | "deposit_returned" | "late_fee" | "change_charge" | "part_payment";
                                reason: string | null;
                                /** @enum {string} */
                                state: "pending" | "succeeded" | "failed";
                            }[];
                            /** @enum {string} */
                            paymentStatus: "DueAtPickup" | "Invoiced" | "Pending" | "Paid" | "PartlyPaid" | "PartlyRefunded" | "Refunded" | "Expired" | "NothingDue" | "RefundOwed";
                            placedAt: string;
                            purchaseOrder: string | null;
                            reference: string;
                            refunded: string;
                            rentals: {
                                cancelledAt: string | null;
                                chargedDays: number;
                                checkedInAt: string | null;
                                checkedOutAt: string | null;
                                createdAt: string;
                                dailyPrice: string;
                                damageWaiver: string;
                                /** Format: date */
                                dateFrom: IsoDate;
                                /** Format: date */
                                dateTo: IsoDate;
                                daysLate: number;
                                deposit: string;
                                discount: string;
                                id: number;
                                incident: {
                                    byShop: boolean;
                                    id: number;
                                    /** @enum {string} */
                                    status: "Open" | "Closed";
                                } | null;
                                isKit: boolean;
                                items: {
                                    checkedInAt: string | null;
                                    checkedOutAt: string | null;
                                    /** @enum {string|null} */
                                    condition: "ok" | "damaged" | "missing" | null;
                                    id: number;
                                    productId: number;
                                    productName: string;
                                    serialNumber: string;
                                }[];
                                lateFee: string;
                                orderId: number;
                                orderReference: string;
                                /** @enum {string} */
                                orderStatus: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                                overdue: boolean;
                                productId: number;
                                productName: string;
                                quantity: number;
                                reviewId: number | null;
                                /** @enum {string} */
                                reviewStatus: "Reviewed" | "NotReviewed" | "CantReview" | "Unknown";
                                total: string;
                                userEmail: string;
                                userId: string;
                                userName: string;
                            }[];
                            /** @enum {string} */
                            status: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                            total: string;
                            userId: string;
                            /** @enum {string} */
                            vatTreatment: "standard" | "reverse_charge";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/orders/{id}/lines/{rentalId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel one line of an order
         * @description The line stays with its order, cancelled; its units are free at once. A paid line refunds by the shop's cancellation rules (the way the order was paid) and the order's `balanceDue` follows; cancelling the last live line cancels the order. Audited under the staff member's name. 404 when the line is not this order's; 409 ALREADY_CANCELLED, ALREADY_STARTED or HAS_INCIDENT.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    rentalId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            balanceDue: string;
                            business: {
                                city: string;
                                company: string;
                                country: string;
                                postcode: string;
                                street: string;
                                vatId: string;
                            } | null;
                            cancelledAt: string | null;
                            changesDue: string;
                            checkoutUrl: string | null;
                            couponCode: string | null;
                            damageWaiver: string;
                            deposit: {
                                due: string;
                                kept: string;
                                returned: string;
                                taken: string;
                            };
                            discount: string;
                            dueNow: string;
                            holdExpiresAt: string | null;
                            id: number;
                            invoices: {
                                /** Format: date */
                                dueDate: IsoDate | null;
                                eInvoiceUrl: string | null;
                                id: number;
                                /** Format: date */
                                issueDate: IsoDate;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note";
                                number: string;
                                total: string;
                                url: string;
                                vat: string;
                                /** @enum {string} */
                                vatTreatment: "standard" | "reverse_charge";
                            }[];
                            paid: string;
                            /** @enum {string} */
                            payment: "online" | "at_pickup" | "invoice";
                            payments: {
                                amount: string;
                                /** @enum {string} */
                                channel: "stripe" | "cash" | "terminal" | "bank_transfer";
                                createdAt: string;
                                id: number;
                                /** @enum {string} */
                                kind: "charge" | "refund" | "deposit_taken" | "deposit_kept" | "deposit_returned" | "late_fee" | "change_charge" | "part_payment";
                                reason: string | null;
                                /** @enum {string} */
                                state: "pending" | "succeeded" | "failed";
                            }[];
                            /** @enum {string} */
                            paymentStatus: "DueAtPickup" | "Invoiced" | "Pending" | "Paid" | "PartlyPaid" | "PartlyRefunded" | "Refunded" | "Expired" | "NothingDue" | "RefundOwed";
                            placedAt: string;
                            purchaseOrder: string | null;
                            reference: string;
                            refunded: string;
                            rentals: {
                                cancelledAt: string | null;
                                chargedDays: number;
                                checkedInAt: string | null;
                                checkedOutAt: string | null;
                                createdAt: string;
                                dailyPrice: string;
                                damageWaiver: string;
                                /** Format: date */
                                dateFrom: IsoDate;
                                /** Format: date */
                                dateTo: IsoDate;
                                daysLate: number;
                                deposit: string;
                                discount: string;
                                id: number;
                                incident: {
                                    byShop: boolean;
                                    id: number;
                                    /** @enum {string} */
                                    status: "Open" | "Closed";
                                } | null;
                                isKit: boolean;
                                items: {
                                    checkedInAt: string | null;
                                    checkedOutAt: string | null;
                                    /** @enum {string|null} */
                                    condition: "ok" | "damaged" | "missing" | null;
                                    id: number;
                                    productId: number;
                                    productName: string;
                                    serialNumber: string;
                                }[];
                                lateFee: string;
                                orderId: number;
                                orderReference: string;
                                /** @enum {string} */
                                orderStatus: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                                overdue: boolean;
                                productId: number;
                                productName: string;
                                quantity: number;
                                reviewId: number | null;
                                /** @enum {string} */
                                reviewStatus: "Reviewed" | "NotReviewed" | "CantReview" | "Unknown";
                                total: string;
                                userEmail: string;
                                userId: string;
                                userName: string;
                            }[];
                            /** @enum {string} */
                            status: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                            total: string;
                            userId: string;
                            /** @enum {string} */
                            vatTreatment: "standard" | "reverse_charge";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a payment by hand: in cash, on the terminal or by bank transfer, all that is due or an amount
         * @description Without `amount`, takes the order's whole `balanceDue`. With one, takes that much: less than the balance is a part payment (payments add up; `paymentStatus` PartlyPaid), the payment that reaches the balance settles the order and issues its invoice, and more leaves the excess owed back (`balanceDue` negative, RefundOwed). On an order paid already, takes what changes added since (`changesDue`: extensions, and staff's higher prices, more units and new lines after the payment; paid whole), each with its own invoice. 409 ALREADY_PAID when nothing is due; ORDER_NOT_PAYABLE when it waits for Stripe's payment, lapsed or was cancelled; AMOUNT_NOT_DUE for another amount than the changes added.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount?: string;
                        /** @enum {string} */
                        channel: "cash" | "terminal" | "bank_transfer";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            balanceDue: string;
                            business: {
                                city: string;
                                company: string;
                                country: string;
                                postcode: string;
                                street: string;
                                vatId: string;
                            } | null;
                            cancelledAt: string | null;
                            changesDue: string;
                            checkoutUrl: string | null;
                            couponCode: string | null;
                            damageWaiver: string;
                            deposit: {
                                due: string;
                                kept: string;
                                returned: string;
                                taken: string;
                            };
                            discount: string;
                            dueNow: string;
                            holdExpiresAt: string | null;
                            id: number;
                            invoices: {
                                /** Format: date */
                                dueDate: IsoDate | null;
                                eInvoiceUrl: string | null;
                                id: number;
                                /** Format: date */
                                issueDate: IsoDate;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note";
                                number: string;
                                total: string;
                                url: string;
                                vat: string;
                                /** @enum {string} */
                                vatTreatment: "standard" | "reverse_charge";
                            }[];
                            paid: string;
                            /** @enum {string} */
                            payment: "online" | "at_pickup" | "invoice";
                            payments: {
                                amount: string;
                                /** @enum {string} */
                                channel: "stripe" | "cash" | "terminal" | "bank_transfer";
                                createdAt: string;
                                id: number;
                                /** @enum {string} */
                                kind: "charge" | "refund" | "deposit_taken" | "deposit_kept" | "deposit_returned" | "late_fee" | "change_charge" | "part_payment";
                                reason: string | null;
                                /** @enum {string} */
                                state: "pending" | "succeeded" | "failed";
                            }[];
                            /** @enum {string} */
                            paymentStatus: "DueAtPickup" | "Invoiced" | "Pending" | "Paid" | "PartlyPaid" | "PartlyRefunded" | "Refunded" | "Expired" | "NothingDue" | "RefundOwed";
                            placedAt: string;
                            purchaseOrder: string | null;
                            reference: string;
                            refunded: string;
                            rentals: {
                                cancelledAt: string | null;
                                chargedDays: number;
                                checkedInAt: string | null;
                                checkedOutAt: string | null;
                                createdAt: string;
                                dailyPrice: string;
                                damageWaiver: string;
                                /** Format: date */
                                dateFrom: IsoDate;
                                /** Format: date */
                                dateTo: IsoDate;
                                daysLate: number;
                                deposit: string;
                                discount: string;
                                id: number;
                                incident: {
                                    byShop: boolean;
                                    id: number;
                                    /** @enum {string} */
                                    status: "Open" | "Closed";
                                } | null;
                                isKit: boolean;
                                items: {
                                    checkedInAt: string | null;
                                    checkedOutAt: string | null;
                                    /** @enum {string|null} */
                                    condition: "ok" | "damaged" | "missing" | null;
                                    id: number;
                                    productId: number;
                                    productName: string;
                                    serialNumber: string;
                                }[];
                                lateFee: string;
                                orderId: number;
                                orderReference: string;
                                /** @enum {string} */
                                orderStatus: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                                overdue: boolean;
                                productId: number;
                                productName: string;
                                quantity: number;
                                reviewId: number | null;
                                /** @enum {string} */
                                reviewStatus: "Reviewed" | "NotReviewed" | "CantReview" | "Unknown";
                                total: string;
                                userEmail: string;
                                userId: string;
                                userName: string;
                            }[];
                            /** @enum {string} */
                            status: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                            total: string;
                            userId: string;
                            /** @enum {string} */
                            vatTreatment: "standard" | "reverse_charge";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund part or all of what an order paid, with a reason
         * @description Through Stripe when the order was paid online (pending until Stripe confirms); otherwise owed at the counter (pending until marked given). 409 REFUND_EXCEEDS_PAID beyond what was paid and not yet refunded.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            balanceDue: string;
                            business: {
                                city: string;
                                company: string;
                                country: string;
                                postcode: string;
                                street: string;
                                vatId: string;
                            } | null;
                            cancelledAt: string | null;
                            changesDue: string;
                            checkoutUrl: string | null;
                            couponCode: string | null;
                            damageWaiver: string;
                            deposit: {
                                due: string;
                                kept: string;
                                returned: string;
                                taken: string;
                            };
                            discount: string;
                            dueNow: string;
                            holdExpiresAt: string | null;
                            id: number;
                            invoices: {
                                /** Format: date */
                                dueDate: IsoDate | null;
                                eInvoiceUrl: string | null;
                                id: number;
                                /** Format: date */
                                issueDate: IsoDate;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note";
                                number: string;
                                total: string;
                                url: string;
                                vat: string;
                                /** @enum {string} */
                                vatTreatment: "standard" | "reverse_charge";
                            }[];
                            paid: string;
                            /** @enum {string} */
                            payment: "online" | "at_pickup" | "invoice";
                            payments: {
                                amount: string;
                                /** @enum {string} */
                                channel: "stripe" | "cash" | "terminal" | "bank_transfer";
                                createdAt: string;
                                id: number;
                                /** @enum {string} */
                                kind: "charge" | "refund" | "deposit_taken" | "deposit_kept" | "deposit_returned" | "late_fee" | "change_charge" | "part_payment";
                                reason: string | null;
                                /** @enum {string} */
                                state: "pending" | "succeeded" | "failed";
                            }[];
                            /** @enum {string} */
                            paymentStatus: "DueAtPickup" | "Invoiced" | "Pending" | "Paid" | "PartlyPaid" | "PartlyRefunded" | "Refunded" | "Expired" | "NothingDue" | "RefundOwed";
                            placedAt: string;
                            purchaseOrder: string | null;
                            reference: string;
                            refunded: string;
                            rentals: {
                                cancelledAt: string | null;
                                chargedDays: number;
                                checkedInAt: string | null;
                                checkedOutAt: string | null;
                                createdAt: string;
                                dailyPrice: string;
                                damageWaiver: string;
                                /** Format: date */
                                dateFrom: IsoDate;
                                /** Format: date */
                                dateTo: IsoDate;
                                daysLate: number;
                                deposit: string;
                                discount: string;
                                id: number;
                                incident: {
                                    byShop: boolean;
                                    id: number;
                                    /** @enum {string} */
                                    status: "Open" | "Closed";
                                } | null;
                                isKit: boolean;
                                items: {
                                    checkedInAt: string | null;
                                    checkedOutAt: string | null;
                                    /** @enum {string|null} */
                                    condition: "ok" | "damaged" | "missing" | null;
                                    id: number;
                                    productId: number;
                                    productName: string;
                                    serialNumber: string;
                                }[];
                                lateFee: string;
                                orderId: number;
                                orderReference: string;
                                /** @enum {string} */
                                orderStatus: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                                overdue: boolean;
                                productId: number;
                                productName: string;
                                quantity: number;
                                reviewId: number | null;
                                /** @enum {string} */
                                reviewStatus: "Reviewed" | "NotReviewed" | "CantReview" | "Unknown";
                                total: string;
                                userEmail: string;
                                userId: string;
                                userName: string;
                            }[];
                            /** @enum {string} */
                            status: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                            total: string;
                            userId: string;
                            /** @enum {string} */
                            vatTreatment: "standard" | "reverse_charge";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/refunds/{paymentId}/given": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a refund owed at the counter as handed over, in cash or on the terminal
         * @description 404 when the refund is not the order's; 409 REFUND_NOT_AT_COUNTER for a refund through Stripe, REFUND_ALREADY_GIVEN for one given already.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    paymentId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        channel: "cash" | "terminal" | "bank_transfer";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            balanceDue: string;
                            business: {
                                city: string;
                                company: string;
                                country: string;
                                postcode: string;
                                street: string;
                                vatId: string;
                            } | null;
                            cancelledAt: string | null;
                            changesDue: string;
                            checkoutUrl: string | null;
                            couponCode: string | null;
                            damageWaiver: string;
                            deposit: {
                                due: string;
                                kept: string;
                                returned: string;
                                taken: string;
                            };
                            discount: string;
                            dueNow: string;
                            holdExpiresAt: string | null;
                            id: number;
                            invoices: {
                                /** Format: date */
                                dueDate: IsoDate | null;
                                eInvoiceUrl: string | null;
                                id: number;
                                /** Format: date */
                                issueDate: IsoDate;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note";
                                number: string;
                                total: string;
                                url: string;
                                vat: string;
                                /** @enum {string} */
                                vatTreatment: "standard" | "reverse_charge";
                            }[];
                            paid: string;
                            /** @enum {string} */
                            payment: "online" | "at_pickup" | "invoice";
                            payments: {
                                amount: string;
                                /** @enum {string} */
                                channel: "stripe" | "cash" | "terminal" | "bank_transfer";
                                createdAt: string;
                                id: number;
                                /** @enum {string} */
                                kind: "charge" | "refund" | "deposit_taken" | "deposit_kept" | "deposit_returned" | "late_fee" | "change_charge" | "part_payment";
                                reason: string | null;
                                /** @enum {string} */
                                state: "pending" | "succeeded" | "failed";
                            }[];
                            /** @enum {string} */
                            paymentStatus: "DueAtPickup" | "Invoiced" | "Pending" | "Paid" | "PartlyPaid" | "PartlyRefunded" | "Refunded" | "Expired" | "NothingDue" | "RefundOwed";
                            placedAt: string;
                            purchaseOrder: string | null;
                            reference: string;
                            refunded: string;
                            rentals: {
                                cancelledAt: string | null;
                                chargedDays: number;
                                checkedInAt: string | null;
                                checkedOutAt: string | null;
                                createdAt: string;
                                dailyPrice: string;
                                damageWaiver: string;
                                /** Format: date */
                                dateFrom: IsoDate;
                                /** Format: date */
                                dateTo: IsoDate;
                                daysLate: number;
                                deposit: string;
                                discount: string;
                                id: number;
                                incident: {
                                    byShop: boolean;
                                    id: number;
                                    /** @enum {string} */
                                    status: "Open" | "Closed";
                                } | null;
                                isKit: boolean;
                                items: {
                                    checkedInAt: string | null;
                                    checkedOutAt: string | null;
                                    /** @enum {string|null} */
                                    condition: "ok" | "damaged" | "missing" | null;
                                    id: number;
                                    productId: number;
                                    productName: string;
                                    serialNumber: string;
                                }[];
                                lateFee: string;
                                orderId: number;
                                orderReference: string;
                                /** @enum {string} */
                                orderStatus: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                                overdue: boolean;
                                productId: number;
                                productName: string;
                                quantity: number;
                                reviewId: number | null;
                                /** @enum {string} */
                                reviewStatus: "Reviewed" | "NotReviewed" | "CantReview" | "Unknown";
                                total: string;
                                userEmail: string;
                                userId: string;
                                userName: string;
                            }[];
                            /** @enum {string} */
                            status: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                            total: string;
                            userId: string;
                            /** @enum {string} */
                            vatTreatment: "standard" | "reverse_charge";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dashboard home: today's and tomorrow's hand-outs and returns, rentals needing a replacement unit, open incidents, units out of service
         * @description Each list holds at most 10 rows, soonest or newest first; `total` is how many there are.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            disputes: {
                                items: {
                                    amount: string;
                                    currency: string;
                                    customerName: string;
                                    id: number;
                                    order: {
                                        id: number;
                                        reference: string;
                                    };
                                    outcome: string | null;
                                    reason: string;
                                    receivedAt: string;
                                    stripeDisputeId: string;
                                }[];
                                total: number;
                            };
                            failedRefunds: {
                                items: {
                                    amount: string;
                                    customerName: string;
                                    failedAt: string;
                                    id: number;
                                    order: {
                                        id: number;
                                        reference: string;
                                    };
                                    reason: string | null;
                                }[];
                                total: number;
                            };
                            handOut: {
                                today: {
                                    items: {
                                        /** Format: date */
                                        dateFrom: IsoDate;
                                        /** Format: date */
                                        dateTo: IsoDate;
                                        id: number;
                                        items: {
                                            id: number;
                                            serialNumber: string;
                                        }[];
                                        productId: number;
                                        productName: string;
                                        userName: string;
                                    }[];
                                    total: number;
                                };
                                tomorrow: {
                                    items: {
                                        /** Format: date */
                                        dateFrom: IsoDate;
                                        /** Format: date */
                                        dateTo: IsoDate;
                                        id: number;
                                        items: {
                                            id: number;
                                            serialNumber: string;
                                        }[];
                                        productId: number;
                                        productName: string;
                                        userName: string;
                                    }[];
                                    total: number;
                                };
                            };
                            needsReplacement: {
                                items: {
                                    brokenItems: {
                                        id: number;
                                        serialNumber: string;
                                    }[];
                                    /** Format: date */
                                    dateFrom: IsoDate;
                                    /** Format: date */
                                    dateTo: IsoDate;
                                    id: number;
                                    items: {
                                        id: number;
                                        serialNumber: string;
                                    }[];
                                    lateItems: {
                                        daysLate: number;
                                        id: number;
                                        outOnRentalId: number;
                                        serialNumber: string;
                                    }[];
                                    productId: number;
                                    productName: string;
                                    userName: string;
                                }[];
                                total: number;
                            };
                            openIncidents: {
                                items: {
                                    createdAt: string;
                                    id: number;
                                    productName: string;
                                    rentalId: number;
                                    /** @enum {string} */
                                    type: "Payment" | "ProductNotReceived" | "ProductLost" | "ProductDamaged" | "Other";
                                    userName: string;
                                }[];
                                total: number;
                            };
                            outOfService: {
                                items: {
                                    id: number;
                                    productId: number;
                                    productName: string;
                                    serialNumber: string;
                                }[];
                                total: number;
                            };
                            overdue: {
                                items: {
                                    /** Format: date */
                                    dateFrom: IsoDate;
                                    /** Format: date */
                                    dateTo: IsoDate;
                                    daysLate: number;
                                    id: number;
                                    items: {
                                        id: number;
                                        serialNumber: string;
                                    }[];
                                    productId: number;
                                    productName: string;
                                    userName: string;
                                }[];
                                total: number;
                            };
                            paymentsForReview: {
                                items: {
                                    amount: string;
                                    checkoutSessionId: string;
                                    currency: string;
                                    id: number;
                                    order: {
                                        id: number;
                                        reference: string;
                                    } | null;
                                    paymentIntentId: string | null;
                                    /** @enum {string} */
                                    reason: "unknown_session" | "amount_mismatch";
                                    receivedAt: string;
                                }[];
                                total: number;
                            };
                            takeBack: {
                                today: {
                                    items: {
                                        /** Format: date */
                                        dateFrom: IsoDate;
                                        /** Format: date */
                                        dateTo: IsoDate;
                                        id: number;
                                        items: {
                                            id: number;
                                            serialNumber: string;
                                        }[];
                                        productId: number;
                                        productName: string;
                                        userName: string;
                                    }[];
                                    total: number;
                                };
                                tomorrow: {
                                    items: {
                                        /** Format: date */
                                        dateFrom: IsoDate;
                                        /** Format: date */
                                        dateTo: IsoDate;
                                        id: number;
                                        items: {
                                            id: number;
                                            serialNumber: string;
                                        }[];
                                        productId: number;
                                        productName: string;
                                        userName: string;
                                    }[];
                                    total: number;
                                };
                            };
                            /** Format: date */
                            today: IsoDate;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments-for-review/{id}/reviewed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark money held for review as looked at
         * @description Money Stripe reported that matched no Checkout Session the shop made, or not the amount it asked, is held on the dashboard home (never applied to an order) until staff have dealt with it in Stripe and mark it reviewed here. 404 when there is no such payment open.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/price-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Price templates, one page at a time
         * @description All of them, in name order, each with how many products follow it. A template is duration prices as percentages of the daily price (docs/pricing.md): each product that follows it (`priceTemplateId` on the product) gets them as its own duration prices, written by the database when it is assigned, when its daily price changes and when the template changes; what was booked keeps its booked price. Deleting a template leaves its products the duration prices it gave them. 409 PRICE_TEMPLATE_EXISTS for a name taken. Pass `next` as `after` for the following page.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                name: string;
                                productCount: number;
                                tiers: {
                                    minDays: number;
                                    percent: number;
                                }[];
                            }[];
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a price template */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        tiers: {
                            minDays: number;
                            percent: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            productCount: number;
                            tiers: {
                                minDays: number;
                                percent: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/price-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A price template by id */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            productCount: number;
                            tiers: {
                                minDays: number;
                                percent: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        /** Edit a price template */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        tiers: {
                            minDays: number;
                            percent: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            productCount: number;
                            tiers: {
                                minDays: number;
                                percent: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete a price template nothing depends on (409 says what does) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products, one page at a time
         * @description In name order, optionally of one category; `q` searches the name; `name` matches one exactly (any case). A kit lists its parts in `kitParts`; creating or editing one with `kitParts` refuses, naming the field, a part that is unknown (400 UNKNOWN_PRODUCT), a kit (400 KIT_PART_IS_KIT) or the kit itself (400 KIT_PART_IS_ITSELF), a product with units becoming a kit (409 PRODUCT_HAS_UNITS), a part becoming one (409 PRODUCT_IS_KIT_PART), and a booked kit made a product again (409 KIT_HAS_BOOKINGS). Pass `next` as `after` for the following page.
         */
        get: {
            parameters: {
                query?: {
                    after?: string;
                    categoryId?: number;
                    limit?: number;
                    name?: string;
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                brand: string;
                                bufferDays: number;
                                cardImageUrl: string | null;
                                categoryId: number;
                                categoryName: string;
                                dailyPrice: string;
                                deposit: string;
                                description: string;
                                durationPrices: {
                                    dailyPrice: string;
                                    minDays: number;
                                }[];
                                id: number;
                                imageUrl: string | null;
                                itemCount: number;
                                kitParts: {
                                    count: number;
                                    name: string;
                                    productId: number;
                                }[];
                                model: string;
                                name: string;
                                priceTemplateId: number | null;
                                translations: {
                                    /**
                                     * @default {
                                     *       "name": "",
                                     *       "description": ""
                                     *     }
                                     */
                                    de: {
                                        /** @default  */
                                        description: string;
                                        /** @default  */
                                        name: string;
                                    };
                                    /**
                                     * @default {
                                     *       "name": "",
                                     *       "description": ""
                                     *     }
                                     */
                                    es: {
                                        /** @default  */
                                        description: string;
                                        /** @default  */
                                        name: string;
                                    };
                                };
                                vatRate: number | null;
                            }[];
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a product */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        brand: string;
                        /** @default 0 */
                        bufferDays?: number;
                        categoryId: number;
                        dailyPrice: string;
                        /** @default 0 */
                        deposit?: string;
                        /** @default  */
                        description?: string;
                        /** @default [] */
                        durationPrices?: {
                            dailyPrice: string;
                            minDays: number;
                        }[];
                        /** @default [] */
                        kitParts?: {
                            count: number;
                            productId: number;
                        }[];
                        model: string;
                        name: string;
                        /** @default null */
                        priceTemplateId?: number | null;
                        /**
                         * @default {
                         *       "es": {
                         *         "name": "",
                         *         "description": ""
                         *       },
                         *       "de": {
                         *         "name": "",
                         *         "description": ""
                         *       }
                         *     }
                         */
                        translations?: {
                            /**
                             * @default {
                             *       "name": "",
                             *       "description": ""
                             *     }
                             */
                            de?: {
                                /** @default  */
                                description?: string;
                                /** @default  */
                                name?: string;
                            };
                            /**
                             * @default {
                             *       "name": "",
                             *       "description": ""
                             *     }
                             */
                            es?: {
                                /** @default  */
                                description?: string;
                                /** @default  */
                                name?: string;
                            };
                        };
                        /** @default null */
                        vatRate?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            brand: string;
                            bufferDays: number;
                            cardImageUrl: string | null;
                            categoryId: number;
                            categoryName: string;
                            dailyPrice: string;
                            deposit: string;
                            description: string;
                            durationPrices: {
                                dailyPrice: string;
                                minDays: number;
                            }[];
                            id: number;
                            imageUrl: string | null;
                            itemCount: number;
                            kitParts: {
                                count: number;
                                name: string;
                                productId: number;
                            }[];
                            model: string;
                            name: string;
                            priceTemplateId: number | null;
                            translations: {
                                /**
                                 * @default {
                                 *       "name": "",
                                 *       "description": ""
                                 *     }
                                 */
                                de: {
                                    /** @default  */
                                    description: string;
                                    /** @default  */
                                    name: string;
                                };
                                /**
                                 * @default {
                                 *       "name": "",
                                 *       "description": ""
                                 *     }
                                 */
                                es: {
                                    /** @default  */
                                    description: string;
                                    /** @default  */
                                    name: string;
                                };
                            };
                            vatRate: number | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product by id */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            brand: string;
                            bufferDays: number;
                            cardImageUrl: string | null;
                            categoryId: number;
                            categoryName: string;
                            dailyPrice: string;
                            deposit: string;
                            description: string;
                            durationPrices: {
                                dailyPrice: string;
                                minDays: number;
                            }[];
                            id: number;
                            imageUrl: string | null;
                            itemCount: number;
                            kitParts: {
                                count: number;
                                name: string;
                                productId: number;
                            }[];
                            model: string;
                            name: string;
                            priceTemplateId: number | null;
                            translations: {
                                /**
                                 * @default {
                                 *       "name": "",
                                 *       "description": ""
                                 *     }
                                 */
                                de: {
                                    /** @default  */
                                    description: string;
                                    /** @default  */
                                    name: string;
                                };
                                /**
                                 * @default {
                                 *       "name": "",
                                 *       "description": ""
                                 *     }
                                 */
                                es: {
                                    /** @default  */
                                    description: string;
                                    /** @default  */
                                    name: string;
                                };
                            };
                            vatRate: number | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        /** Edit a product */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        brand: string;
                        /** @default 0 */
                        bufferDays?: number;
                        categoryId: number;
                        dailyPrice: string;
                        /** @default 0 */
                        deposit?: string;
                        /** @default  */
                        description?: string;
                        /** @default [] */
                        durationPrices?: {
                            dailyPrice: string;
                            minDays: number;
                        }[];
                        /** @default [] */
                        kitParts?: {
                            count: number;
                            productId: number;
                        }[];
                        model: string;
                        name: string;
                        /** @default null */
                        priceTemplateId?: number | null;
                        /**
                         * @default {
                         *       "es": {
                         *         "name": "",
                         *         "description": ""
                         *       },
                         *       "de": {
                         *         "name": "",
                         *         "description": ""
                         *       }
                         *     }
                         */
                        translations?: {
                            /**
                             * @default {
                             *       "name": "",
                             *       "description": ""
                             *     }
                             */
                            de?: {
                                /** @default  */
                                description?: string;
                                /** @default  */
                                name?: string;
                            };
                            /**
                             * @default {
                             *       "name": "",
                             *       "description": ""
                             *     }
                             */
                            es?: {
                                /** @default  */
                                description?: string;
                                /** @default  */
                                name?: string;
                            };
                        };
                        /** @default null */
                        vatRate?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            brand: string;
                            bufferDays: number;
                            cardImageUrl: string | null;
                            categoryId: number;
                            categoryName: string;
                            dailyPrice: string;
                            deposit: string;
                            description: string;
                            durationPrices: {
                                dailyPrice: string;
                                minDays: number;
                            }[];
                            id: number;
                            imageUrl: string | null;
                            itemCount: number;
                            kitParts: {
                                count: number;
                                name: string;
                                productId: number;
                            }[];
                            model: string;
                            name: string;
                            priceTemplateId: number | null;
                            translations: {
                                /**
                                 * @default {
                                 *       "name": "",
                                 *       "description": ""
                                 *     }
                                 */
                                de: {
                                    /** @default  */
                                    description: string;
                                    /** @default  */
                                    name: string;
                                };
                                /**
                                 * @default {
                                 *       "name": "",
                                 *       "description": ""
                                 *     }
                                 */
                                es: {
                                    /** @default  */
                                    description: string;
                                    /** @default  */
                                    name: string;
                                };
                            };
                            vatRate: number | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete a product nothing depends on (409 says what does) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{id}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace a product's picture
         * @description The answer is the product with its new `imageUrl` and `cardImageUrl`. 413 for a file over 15 MB or a picture over 50 megapixels, 415 for a file that is not a picture; the old picture stays in both cases.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            /** @description A form with one file field, `file`. The server decodes the picture whatever its name or declared type, turns it upright, drops its metadata and stores it as WebP in a card size (480 px) and a page size (1200 px). */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description The photo: JPEG, PNG, WebP, GIF, AVIF or HEIF, at most 15 MB
                         */
                        file: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            brand: string;
                            bufferDays: number;
                            cardImageUrl: string | null;
                            categoryId: number;
                            categoryName: string;
                            dailyPrice: string;
                            deposit: string;
                            description: string;
                            durationPrices: {
                                dailyPrice: string;
                                minDays: number;
                            }[];
                            id: number;
                            imageUrl: string | null;
                            itemCount: number;
                            kitParts: {
                                count: number;
                                name: string;
                                productId: number;
                            }[];
                            model: string;
                            name: string;
                            priceTemplateId: number | null;
                            translations: {
                                /**
                                 * @default {
                                 *       "name": "",
                                 *       "description": ""
                                 *     }
                                 */
                                de: {
                                    /** @default  */
                                    description: string;
                                    /** @default  */
                                    name: string;
                                };
                                /**
                                 * @default {
                                 *       "name": "",
                                 *       "description": ""
                                 *     }
                                 */
                                es: {
                                    /** @default  */
                                    description: string;
                                    /** @default  */
                                    name: string;
                                };
                            };
                            vatRate: number | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every quote, newest first, every version */
        get: {
            parameters: {
                query?: {
                    after?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                acceptance: {
                                    acceptedAt: string;
                                    ip: string;
                                    name: string;
                                    termsVersion: number;
                                } | null;
                                agreementUrl: string | null;
                                company: string | null;
                                couponCode: string | null;
                                createdAt: string;
                                customerEmail: string;
                                customerName: string;
                                damageWaiver: string;
                                discount: string;
                                id: number;
                                /** @enum {string} */
                                language: "en" | "es" | "de";
                                lines: {
                                    chargedDays: number;
                                    dailyPrice: string;
                                    damageWaiver: string;
                                    /** Format: date */
                                    dateFrom: IsoDate;
                                    /** Format: date */
                                    dateTo: IsoDate;
                                    discount: string;
                                    productId: number;
                                    productName: string;
                                    quantity: number;
                                    rent: string;
                                    total: string;
                                    vatRate: number;
                                }[];
                                number: string;
                                orderId: number | null;
                                pdfUrl: string;
                                /** @enum {string} */
                                status: "open" | "accepted" | "expired" | "superseded";
                                terms: string;
                                termsVersion: number;
                                total: string;
                                url: string;
                                userId: string;
                                /** Format: date */
                                validUntil: IsoDate;
                                vat: {
                                    amount: string;
                                    rate: number;
                                }[];
                                vatId: string | null;
                                /** @enum {string} */
                                vatTreatment: "standard" | "reverse_charge";
                                version: number;
                            }[];
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Make a quote for a customer, found by e-mail (an account opened when there is none)
         * @description Priced as the customer's own quote would be. A customer without an account gets one without a password and an invitation mail, as staff orders do (400 without `customer.fullName` then).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        couponCode?: string;
                        customer: {
                            email: string;
                            fullName?: string;
                            /** @enum {string} */
                            language?: "en" | "es" | "de";
                        };
                        damageWaiver?: boolean;
                        lines: {
                            /** Format: date */
                            dateFrom: IsoDate;
                            /** Format: date */
                            dateTo: IsoDate;
                            productId: number;
                            quantity: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            acceptance: {
                                acceptedAt: string;
                                ip: string;
                                name: string;
                                termsVersion: number;
                            } | null;
                            agreementUrl: string | null;
                            company: string | null;
                            couponCode: string | null;
                            createdAt: string;
                            customerEmail: string;
                            customerName: string;
                            damageWaiver: string;
                            discount: string;
                            id: number;
                            /** @enum {string} */
                            language: "en" | "es" | "de";
                            lines: {
                                chargedDays: number;
                                dailyPrice: string;
                                damageWaiver: string;
                                /** Format: date */
                                dateFrom: IsoDate;
                                /** Format: date */
                                dateTo: IsoDate;
                                discount: string;
                                productId: number;
                                productName: string;
                                quantity: number;
                                rent: string;
                                total: string;
                                vatRate: number;
                            }[];
                            number: string;
                            orderId: number | null;
                            pdfUrl: string;
                            /** @enum {string} */
                            status: "open" | "accepted" | "expired" | "superseded";
                            terms: string;
                            termsVersion: number;
                            total: string;
                            url: string;
                            userId: string;
                            /** Format: date */
                            validUntil: IsoDate;
                            vat: {
                                amount: string;
                                rate: number;
                            }[];
                            vatId: string | null;
                            /** @enum {string} */
                            vatTreatment: "standard" | "reverse_charge";
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/quotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Any quote by id */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            acceptance: {
                                acceptedAt: string;
                                ip: string;
                                name: string;
                                termsVersion: number;
                            } | null;
                            agreementUrl: string | null;
                            company: string | null;
                            couponCode: string | null;
                            createdAt: string;
                            customerEmail: string;
                            customerName: string;
                            damageWaiver: string;
                            discount: string;
                            id: number;
                            /** @enum {string} */
                            language: "en" | "es" | "de";
                            lines: {
                                chargedDays: number;
                                dailyPrice: string;
                                damageWaiver: string;
                                /** Format: date */
                                dateFrom: IsoDate;
                                /** Format: date */
                                dateTo: IsoDate;
                                discount: string;
                                productId: number;
                                productName: string;
                                quantity: number;
                                rent: string;
                                total: string;
                                vatRate: number;
                            }[];
                            number: string;
                            orderId: number | null;
                            pdfUrl: string;
                            /** @enum {string} */
                            status: "open" | "accepted" | "expired" | "superseded";
                            terms: string;
                            termsVersion: number;
                            total: string;
                            url: string;
                            userId: string;
                            /** Format: date */
                            validUntil: IsoDate;
                            vat: {
                                amount: string;
                                rate: number;
                            }[];
                            vatId: string | null;
                            /** @enum {string} */
                            vatTreatment: "standard" | "reverse_charge";
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/quotes/{id}/revise": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revise a quote: a new version with the same number, priced today
         * @description The quote revised is kept, superseded (it can no longer be accepted); the new version (201) is valid for the shop's quotes.validDays from today. 409 QUOTE_NOT_OPEN for a quote accepted or superseded already; an expired one may be revised.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        couponCode?: string;
                        damageWaiver?: boolean;
                        lines: {
                            /** Format: date */
                            dateFrom: IsoDate;
                            /** Format: date */
                            dateTo: IsoDate;
                            productId: number;
                            quantity: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            acceptance: {
                                acceptedAt: string;
                                ip: string;
                                name: string;
                                termsVersion: number;
                            } | null;
                            agreementUrl: string | null;
                            company: string | null;
                            couponCode: string | null;
                            createdAt: string;
                            customerEmail: string;
                            customerName: string;
                            damageWaiver: string;
                            discount: string;
                            id: number;
                            /** @enum {string} */
                            language: "en" | "es" | "de";
                            lines: {
                                chargedDays: number;
                                dailyPrice: string;
                                damageWaiver: string;
                                /** Format: date */
                                dateFrom: IsoDate;
                                /** Format: date */
                                dateTo: IsoDate;
                                discount: string;
                                productId: number;
                                productName: string;
                                quantity: number;
                                rent: string;
                                total: string;
                                vatRate: number;
                            }[];
                            number: string;
                            orderId: number | null;
                            pdfUrl: string;
                            /** @enum {string} */
                            status: "open" | "accepted" | "expired" | "superseded";
                            terms: string;
                            termsVersion: number;
                            total: string;
                            url: string;
                            userId: string;
                            /** Format: date */
                            validUntil: IsoDate;
                            vat: {
                                amount: string;
                                rate: number;
                            }[];
                            vatId: string | null;
                            /** @enum {string} */
                            vatTreatment: "standard" | "reverse_charge";
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/refunds/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask Stripe again for a refund that did not go through
         * @description A refund through Stripe that failed after its last try (listed on the dashboard home as failedRefunds) is pending again, and its job asks Stripe from its first try. 404 when there is no such refund through Stripe; 409 REFUND_NOT_FAILED for one being made or given.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/refunds/{id}/settled-another-way": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record that a refund Stripe did not make was paid back another way
         * @description Staff paid a failed refund back by other means (`channel`: bank_transfer when not given, cash or terminal): it counts as refunded from now on, its movement shows that channel instead of Stripe, with their note saying how, and leaves the dashboard home. 404 when there is no such refund through Stripe; 409 REFUND_NOT_FAILED for one being made or given.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default bank_transfer
                         * @enum {string}
                         */
                        channel?: "cash" | "terminal" | "bank_transfer";
                        note: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rentals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every rental, newest first, one page at a time
         * @description Filter by status, customer (userId), product or order (orderId, which lists its cancelled lines too), or search a customer name, e-mail or product name (q). Cancelled rentals show with includeCancelled=true. Pass `next` as `after` for the following page.
         */
        get: {
            parameters: {
                query?: {
                    after?: string;
                    includeCancelled?: "true" | "false";
                    limit?: number;
                    orderId?: number;
                    productId?: number;
                    q?: string;
                    status?: "Requested" | "InProgress" | "Completed";
                    userId?: string;
                    when?: "upcoming" | "past";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                cancelledAt: string | null;
                                chargedDays: number;
                                checkedInAt: string | null;
                                checkedOutAt: string | null;
                                createdAt: string;
                                dailyPrice: string;
                                damageWaiver: string;
                                /** Format: date */
                                dateFrom: IsoDate;
                                /** Format: date */
                                dateTo: IsoDate;
                                daysLate: number;
                                deposit: string;
                                discount: string;
                                id: number;
                                incident: {
                                    byShop: boolean;
                                    id: number;
                                    /** @enum {string} */
                                    status: "Open" | "Closed";
                                } | null;
                                isKit: boolean;
                                items: {
                                    checkedInAt: string | null;
                                    checkedOutAt: string | null;
                                    /** @enum {string|null} */
                                    condition: "ok" | "damaged" | "missing" | null;
                                    id: number;
                                    productId: number;
                                    productName: string;
                                    serialNumber: string;
                                }[];
                                lateFee: string;
                                orderId: number;
                                orderReference: string;
                                /** @enum {string} */
                                orderStatus: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                                overdue: boolean;
                                productId: number;
                                productName: string;
                                quantity: number;
                                reviewId: number | null;
                                /** @enum {string} */
                                reviewStatus: "Reviewed" | "NotReviewed" | "CantReview" | "Unknown";
                                total: string;
                                userEmail: string;
                                userId: string;
                                userName: string;
                            }[];
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rentals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Any rental by id */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cancelledAt: string | null;
                            chargedDays: number;
                            checkedInAt: string | null;
                            checkedOutAt: string | null;
                            createdAt: string;
                            dailyPrice: string;
                            damageWaiver: string;
                            /** Format: date */
                            dateFrom: IsoDate;
                            /** Format: date */
                            dateTo: IsoDate;
                            daysLate: number;
                            deposit: string;
                            discount: string;
                            id: number;
                            incident: {
                                byShop: boolean;
                                id: number;
                                /** @enum {string} */
                                status: "Open" | "Closed";
                            } | null;
                            isKit: boolean;
                            items: {
                                checkedInAt: string | null;
                                checkedOutAt: string | null;
                                /** @enum {string|null} */
                                condition: "ok" | "damaged" | "missing" | null;
                                id: number;
                                productId: number;
                                productName: string;
                                serialNumber: string;
                            }[];
                            lateFee: string;
                            orderId: number;
                            orderReference: string;
                            /** @enum {string} */
                            orderStatus: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                            overdue: boolean;
                            productId: number;
                            productName: string;
                            quantity: number;
                            reviewId: number | null;
                            /** @enum {string} */
                            reviewStatus: "Reviewed" | "NotReviewed" | "CantReview" | "Unknown";
                            total: string;
                            userEmail: string;
                            userId: string;
                            userName: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rentals/{id}/check-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take units of a rental back, each fine, damaged or missing
         * @description A damaged or missing unit goes out of service at once and is recorded, with its note, on the rental’s incident (opened as the shop’s when there is none). A missing unit stays out: the rental stays open. Units back after the rental’s last day are charged the late fee, once, through `feeChannel` (cash unless said), with an invoice. When every unit is back and none damaged or missing, the deposit held for the rental is returned. 404 UNKNOWN_SERIAL; 409 UNIT_NOT_ON_RENTAL, NOT_HANDED_OVER, ALREADY_CHECKED_IN, ALREADY_MISSING.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        feeChannel?: "cash" | "terminal";
                        units: {
                            /** @enum {string} */
                            condition: "ok" | "damaged" | "missing";
                            note?: string;
                            serial: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cancelledAt: string | null;
                            chargedDays: number;
                            checkedInAt: string | null;
                            checkedOutAt: string | null;
                            createdAt: string;
                            dailyPrice: string;
                            damageWaiver: string;
                            /** Format: date */
                            dateFrom: IsoDate;
                            /** Format: date */
                            dateTo: IsoDate;
                            daysLate: number;
                            deposit: string;
                            discount: string;
                            id: number;
                            incident: {
                                byShop: boolean;
                                id: number;
                                /** @enum {string} */
                                status: "Open" | "Closed";
                            } | null;
                            isKit: boolean;
                            items: {
                                checkedInAt: string | null;
                                checkedOutAt: string | null;
                                /** @enum {string|null} */
                                condition: "ok" | "damaged" | "missing" | null;
                                id: number;
                                productId: number;
                                productName: string;
                                serialNumber: string;
                            }[];
                            lateFee: string;
                            orderId: number;
                            orderReference: string;
                            /** @enum {string} */
                            orderStatus: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                            overdue: boolean;
                            productId: number;
                            productName: string;
                            quantity: number;
                            reviewId: number | null;
                            /** @enum {string} */
                            reviewStatus: "Reviewed" | "NotReviewed" | "CantReview" | "Unknown";
                            total: string;
                            userEmail: string;
                            userId: string;
                            userName: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rentals/{id}/check-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hand units of a rental to the customer, by their serial numbers
         * @description Each serial number (any case) is one of the rental’s units not handed over yet, or a free working unit of the same product, which then takes the place of one of the rental’s units not handed over and not scanned. All or nothing; a partial hand-over is allowed (`items[].checkedOutAt`; `checkedOutAt` once every unit is out). The deposit due for these units is taken through `depositChannel` (cash unless said) when the shop takes deposits. 404 UNKNOWN_SERIAL; 409 OTHER_PRODUCT, OUT_OF_SERVICE, UNIT_NOT_FREE, UNIT_NOT_BACK, ALREADY_HANDED_OVER, TOO_MANY_UNITS, and RENTAL_CANCELLED, ORDER_NOT_PAID, ORDER_NOT_PLACED, RENTAL_NOT_STARTED, RENTAL_ENDED for a rental not to hand over today.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        depositChannel?: "cash" | "terminal";
                        serials: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cancelledAt: string | null;
                            chargedDays: number;
                            checkedInAt: string | null;
                            checkedOutAt: string | null;
                            createdAt: string;
                            dailyPrice: string;
                            damageWaiver: string;
                            /** Format: date */
                            dateFrom: IsoDate;
                            /** Format: date */
                            dateTo: IsoDate;
                            daysLate: number;
                            deposit: string;
                            discount: string;
                            id: number;
                            incident: {
                                byShop: boolean;
                                id: number;
                                /** @enum {string} */
                                status: "Open" | "Closed";
                            } | null;
                            isKit: boolean;
                            items: {
                                checkedInAt: string | null;
                                checkedOutAt: string | null;
                                /** @enum {string|null} */
                                condition: "ok" | "damaged" | "missing" | null;
                                id: number;
                                productId: number;
                                productName: string;
                                serialNumber: string;
                            }[];
                            lateFee: string;
                            orderId: number;
                            orderReference: string;
                            /** @enum {string} */
                            orderStatus: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                            overdue: boolean;
                            productId: number;
                            productName: string;
                            quantity: number;
                            reviewId: number | null;
                            /** @enum {string} */
                            reviewStatus: "Reviewed" | "NotReviewed" | "CantReview" | "Unknown";
                            total: string;
                            userEmail: string;
                            userId: string;
                            userName: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rentals/{id}/swap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Swap a unit out of service, or still out late on another rental, on a current or future rental for a free working unit of the same product
         * @description The server picks the unit, free for the whole rental and not itself out late. The customer is e-mailed the new serial number. 409 NO_FREE_UNIT when no unit is free; UNIT_NOT_ON_RENTAL, UNIT_OPERATIONAL (working and not out late elsewhere), UNIT_HANDED_OVER (already handed over on this rental), RENTAL_ENDED when the swap does not apply.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        itemId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cancelledAt: string | null;
                            chargedDays: number;
                            checkedInAt: string | null;
                            checkedOutAt: string | null;
                            createdAt: string;
                            dailyPrice: string;
                            damageWaiver: string;
                            /** Format: date */
                            dateFrom: IsoDate;
                            /** Format: date */
                            dateTo: IsoDate;
                            daysLate: number;
                            deposit: string;
                            discount: string;
                            id: number;
                            incident: {
                                byShop: boolean;
                                id: number;
                                /** @enum {string} */
                                status: "Open" | "Closed";
                            } | null;
                            isKit: boolean;
                            items: {
                                checkedInAt: string | null;
                                checkedOutAt: string | null;
                                /** @enum {string|null} */
                                condition: "ok" | "damaged" | "missing" | null;
                                id: number;
                                productId: number;
                                productName: string;
                                serialNumber: string;
                            }[];
                            lateFee: string;
                            orderId: number;
                            orderReference: string;
                            /** @enum {string} */
                            orderStatus: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                            overdue: boolean;
                            productId: number;
                            productName: string;
                            quantity: number;
                            reviewId: number | null;
                            /** @enum {string} */
                            reviewStatus: "Reviewed" | "NotReviewed" | "CantReview" | "Unknown";
                            total: string;
                            userEmail: string;
                            userId: string;
                            userName: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every review, newest first, one page at a time
         * @description Filter by product, or search the author, product or comments (q). Pass `next` as `after` for the following page.
         */
        get: {
            parameters: {
                query?: {
                    after?: string;
                    limit?: number;
                    productId?: number;
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                authorName: string;
                                comments: string;
                                createdAt: string;
                                id: number;
                                productId: number;
                                productImageUrl: string | null;
                                productName: string;
                                rating: number;
                                userEmail: string;
                            }[];
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Any review by id */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            authorName: string;
                            comments: string;
                            createdAt: string;
                            id: number;
                            productId: number;
                            productImageUrl: string | null;
                            productName: string;
                            rating: number;
                            userEmail: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop owner's settings: payment methods, cancellation rules, deposits, legal details, invoice series, VAT rates
         * @description Every field has its default until saved. `stripeConfigured` says whether the operator set Stripe's keys: without them only "at_pickup" is offered, whatever `payments.methods` holds. `paymentHoldMinutes` is PAYMENT_HOLD_MINUTES.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accounting: {
                                datev: {
                                    /** @default 4 */
                                    accountLength: number;
                                    /** @default  */
                                    clientNumber: string;
                                    /** @default  */
                                    consultantNumber: string;
                                    /** @default 10000 */
                                    debtorAccount: string;
                                    /** @default 1 */
                                    fiscalYearStartMonth: number;
                                    /**
                                     * @default [
                                     *       {
                                     *         "rate": 19,
                                     *         "account": "8400"
                                     *       },
                                     *       {
                                     *         "rate": 7,
                                     *         "account": "8300"
                                     *       }
                                     *     ]
                                     */
                                    revenueAccounts: {
                                        account: string;
                                        rate: number;
                                    }[];
                                    /** @default 8336 */
                                    reverseChargeAccount: string;
                                };
                            };
                            cancellation: {
                                /** @default 2 */
                                fullRefundDaysBefore: number;
                                /** @default 50 */
                                lateRefundPercent: number;
                            };
                            /** @default [] */
                            closedDates: IsoDate[];
                            /** @default false */
                            closedDaysFree: boolean;
                            deposits: {
                                /** @default true */
                                enabled: boolean;
                            };
                            invoices: {
                                /** @default CN */
                                creditNotePrefix: string;
                                /** @default INV */
                                prefix: string;
                                /**
                                 * @default [
                                 *       7,
                                 *       14
                                 *     ]
                                 */
                                reminderDays: number[];
                            };
                            lateFees: {
                                /** @default 0.00 */
                                fixed: string;
                                /**
                                 * @default percent
                                 * @enum {string}
                                 */
                                mode: "percent" | "fixed";
                                /** @default 100 */
                                percent: number;
                            };
                            /** @default 0 */
                            leadTimeDays: number;
                            legal: {
                                /** @default  */
                                accountHolder: string;
                                /** @default  */
                                bic: string;
                                /** @default  */
                                city: string;
                                /** @default  */
                                country: string;
                                /** @default  */
                                email: "" | string;
                                /** @default  */
                                iban: string;
                                /** @default  */
                                name: string;
                                /** @default  */
                                postcode: string;
                                /** @default  */
                                street: string;
                                /** @default  */
                                vatId: string;
                            };
                            /**
                             * @default [
                             *       1,
                             *       2,
                             *       3,
                             *       4,
                             *       5,
                             *       6,
                             *       7
                             *     ]
                             */
                            openingDays: number[];
                            paymentHoldMinutes: number;
                            payments: {
                                /**
                                 * @default [
                                 *       "online",
                                 *       "at_pickup"
                                 *     ]
                                 */
                                methods: ("online" | "at_pickup")[];
                            };
                            pricing: {
                                damageWaiver: {
                                    /**
                                     * @default off
                                     * @enum {string}
                                     */
                                    mode: "off" | "optional" | "required";
                                    /** @default 10 */
                                    percent: number;
                                    /** @default  */
                                    terms: string;
                                    /**
                                     * @default {
                                     *       "es": {
                                     *         "terms": ""
                                     *       },
                                     *       "de": {
                                     *         "terms": ""
                                     *       }
                                     *     }
                                     */
                                    translations: {
                                        de: {
                                            terms: string;
                                        };
                                        es: {
                                            terms: string;
                                        };
                                    };
                                };
                                /** @default [] */
                                seasons: {
                                    /** Format: date */
                                    from: IsoDate;
                                    name: string;
                                    percent: number;
                                    /** Format: date */
                                    to: IsoDate;
                                }[];
                                /** @default false */
                                weekendAsOneDay: boolean;
                            };
                            quotes: {
                                /** @default false */
                                holdUnits: boolean;
                                /** @default QUO */
                                prefix: string;
                                /** @default  */
                                terms: string;
                                /** @default 0 */
                                termsVersion: number;
                                /** @default 14 */
                                validDays: number;
                            };
                            stripeConfigured: boolean;
                            updatedAt: string | null;
                            vat: {
                                /**
                                 * @default [
                                 *       7
                                 *     ]
                                 */
                                reducedRates: number[];
                                /** @default 19 */
                                standardRate: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change some settings; the others stay as they are
         * @description Send any sections and any of their fields. Written to the audit log with the settings before and after. 400 STRIPE_NOT_CONFIGURED for methods without "at_pickup" while Stripe's keys are not set; 409 VAT_RATE_IN_USE when a VAT rate taken away is still some product's. A new invoice prefix starts a new series at 1; rates apply to bookings made after the change.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        accounting?: {
                            datev?: {
                                accountLength?: number;
                                clientNumber?: string;
                                consultantNumber?: string;
                                debtorAccount?: string;
                                fiscalYearStartMonth?: number;
                                revenueAccounts?: {
                                    account: string;
                                    rate: number;
                                }[];
                                reverseChargeAccount?: string;
                            };
                        };
                        cancellation?: {
                            fullRefundDaysBefore?: number;
                            lateRefundPercent?: number;
                        };
                        closedDates?: IsoDate[];
                        closedDaysFree?: boolean;
                        deposits?: {
                            enabled?: boolean;
                        };
                        invoices?: {
                            creditNotePrefix?: string;
                            prefix?: string;
                            reminderDays?: number[];
                        };
                        lateFees?: {
                            fixed?: string;
                            /** @enum {string} */
                            mode?: "percent" | "fixed";
                            percent?: number;
                        };
                        leadTimeDays?: number;
                        legal?: {
                            accountHolder?: string;
                            bic?: string;
                            city?: string;
                            country?: string;
                            email?: "" | string;
                            iban?: string;
                            name?: string;
                            postcode?: string;
                            street?: string;
                            vatId?: string;
                        };
                        openingDays?: number[];
                        payments?: {
                            methods?: ("online" | "at_pickup")[];
                        };
                        pricing?: {
                            damageWaiver?: {
                                /** @enum {string} */
                                mode?: "off" | "optional" | "required";
                                percent?: number;
                                terms?: string;
                                translations?: {
                                    de?: {
                                        terms: string;
                                    };
                                    es?: {
                                        terms: string;
                                    };
                                };
                            };
                            seasons?: {
                                /** Format: date */
                                from: IsoDate;
                                name: string;
                                percent: number;
                                /** Format: date */
                                to: IsoDate;
                            }[];
                            weekendAsOneDay?: boolean;
                        };
                        quotes?: {
                            holdUnits?: boolean;
                            prefix?: string;
                            terms?: string;
                            validDays?: number;
                        };
                        vat?: {
                            reducedRates?: number[];
                            standardRate?: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accounting: {
                                datev: {
                                    /** @default 4 */
                                    accountLength: number;
                                    /** @default  */
                                    clientNumber: string;
                                    /** @default  */
                                    consultantNumber: string;
                                    /** @default 10000 */
                                    debtorAccount: string;
                                    /** @default 1 */
                                    fiscalYearStartMonth: number;
                                    /**
                                     * @default [
                                     *       {
                                     *         "rate": 19,
                                     *         "account": "8400"
                                     *       },
                                     *       {
                                     *         "rate": 7,
                                     *         "account": "8300"
                                     *       }
                                     *     ]
                                     */
                                    revenueAccounts: {
                                        account: string;
                                        rate: number;
                                    }[];
                                    /** @default 8336 */
                                    reverseChargeAccount: string;
                                };
                            };
                            cancellation: {
                                /** @default 2 */
                                fullRefundDaysBefore: number;
                                /** @default 50 */
                                lateRefundPercent: number;
                            };
                            /** @default [] */
                            closedDates: IsoDate[];
                            /** @default false */
                            closedDaysFree: boolean;
                            deposits: {
                                /** @default true */
                                enabled: boolean;
                            };
                            invoices: {
                                /** @default CN */
                                creditNotePrefix: string;
                                /** @default INV */
                                prefix: string;
                                /**
                                 * @default [
                                 *       7,
                                 *       14
                                 *     ]
                                 */
                                reminderDays: number[];
                            };
                            lateFees: {
                                /** @default 0.00 */
                                fixed: string;
                                /**
                                 * @default percent
                                 * @enum {string}
                                 */
                                mode: "percent" | "fixed";
                                /** @default 100 */
                                percent: number;
                            };
                            /** @default 0 */
                            leadTimeDays: number;
                            legal: {
                                /** @default  */
                                accountHolder: string;
                                /** @default  */
                                bic: string;
                                /** @default  */
                                city: string;
                                /** @default  */
                                country: string;
                                /** @default  */
                                email: "" | string;
                                /** @default  */
                                iban: string;
                                /** @default  */
                                name: string;
                                /** @default  */
                                postcode: string;
                                /** @default  */
                                street: string;
                                /** @default  */
                                vatId: string;
                            };
                            /**
                             * @default [
                             *       1,
                             *       2,
                             *       3,
                             *       4,
                             *       5,
                             *       6,
                             *       7
                             *     ]
                             */
                            openingDays: number[];
                            paymentHoldMinutes: number;
                            payments: {
                                /**
                                 * @default [
                                 *       "online",
                                 *       "at_pickup"
                                 *     ]
                                 */
                                methods: ("online" | "at_pickup")[];
                            };
                            pricing: {
                                damageWaiver: {
                                    /**
                                     * @default off
                                     * @enum {string}
                                     */
                                    mode: "off" | "optional" | "required";
                                    /** @default 10 */
                                    percent: number;
                                    /** @default  */
                                    terms: string;
                                    /**
                                     * @default {
                                     *       "es": {
                                     *         "terms": ""
                                     *       },
                                     *       "de": {
                                     *         "terms": ""
                                     *       }
                                     *     }
                                     */
                                    translations: {
                                        de: {
                                            terms: string;
                                        };
                                        es: {
                                            terms: string;
                                        };
                                    };
                                };
                                /** @default [] */
                                seasons: {
                                    /** Format: date */
                                    from: IsoDate;
                                    name: string;
                                    percent: number;
                                    /** Format: date */
                                    to: IsoDate;
                                }[];
                                /** @default false */
                                weekendAsOneDay: boolean;
                            };
                            quotes: {
                                /** @default false */
                                holdUnits: boolean;
                                /** @default QUO */
                                prefix: string;
                                /** @default  */
                                terms: string;
                                /** @default 0 */
                                termsVersion: number;
                                /** @default 14 */
                                validDays: number;
                            };
                            stripeConfigured: boolean;
                            updatedAt: string | null;
                            vat: {
                                /**
                                 * @default [
                                 *       7
                                 *     ]
                                 */
                                reducedRates: number[];
                                /** @default 19 */
                                standardRate: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Customers and administrators, in e-mail order, one page at a time
         * @description Search the name or e-mail (q). Pass `next` as `after` for the following page.
         */
        get: {
            parameters: {
                query?: {
                    after?: string;
                    limit?: number;
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                business: {
                                    company: string;
                                    paymentTermsDays: number;
                                    payOnInvoice: boolean;
                                    purchaseOrderRequired: boolean;
                                    vatCheck: {
                                        checkedAt: string | null;
                                        requestId: string | null;
                                        /** @enum {string} */
                                        status: "valid" | "invalid" | "unavailable" | "unchecked";
                                    };
                                    vatId: string;
                                } | null;
                                createdAt: string;
                                email: string;
                                fullName: string;
                                id: string;
                                isAdmin: boolean;
                                phoneNumber: string | null;
                            }[];
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Allow a business customer to pay on invoice, and within how many days
         * @description `payOnInvoice` lets the business choose to pay on invoice at checkout and on a quote; `paymentTermsDays` (1 to 120) is when its invoices fall due. 404 for no such user; 409 NOT_A_BUSINESS when the customer has not saved business details in their account.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        paymentTermsDays?: number;
                        payOnInvoice?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            company: string;
                            paymentTermsDays: number;
                            payOnInvoice: boolean;
                            purchaseOrderRequired: boolean;
                            vatCheck: {
                                checkedAt: string | null;
                                requestId: string | null;
                                /** @enum {string} */
                                status: "valid" | "invalid" | "unavailable" | "unchecked";
                            };
                            vatId: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/users/{id}/cancel-open-rentals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel every rental of a customer's that has not started yet, in one step
         * @description For accounts that hold stock they will not collect (decision 036). Rentals with an incident, or already under way, stay and are counted in `kept`. Each cancellation is written to the audit log. 404 when no account has the id.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cancelled: number[];
                            kept: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The webhook endpoints, oldest first, each with its last delivery
         * @description Signing secrets are never listed: they are shown once, when made or rotated.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            enabled: boolean;
                            events: string[];
                            id: number;
                            lastDelivery: {
                                at: string;
                                /** @enum {string} */
                                status: "pending" | "delivered" | "failed";
                                statusCode: number | null;
                            } | null;
                            url: string;
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Register an endpoint for some of the shop events; answers its signing secret, this once
         * @description Each chosen event is POSTed as JSON `{ type, timestamp, data }`, signed as the Standard Webhooks specification asks (headers webhook-id, webhook-timestamp, webhook-signature) with the `secret` of this answer, which no later answer shows. The URL must be https and must not lead to a private, loopback or link-local address (400 naming url), unless the operator set WEBHOOKS_ALLOW_PRIVATE_NETWORKS=true. 409 TOO_MANY_WEBHOOKS past 50 endpoints.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        events: ("order.placed" | "order.paid" | "order.cancelled" | "order.lapsed" | "order.refunded" | "deposit.taken" | "deposit.kept" | "deposit.returned" | "invoice.issued" | "rental.checked_out" | "rental.checked_in" | "rental.overdue" | "rental.extended" | "rental.rescheduled" | "rental.change_lapsed" | "rental.cancelled" | "unit.swapped" | "unit.back_in_service" | "incident.reported" | "incident.status_changed" | "review.posted" | "waitlist.unit_free")[];
                        url: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            enabled: boolean;
                            events: string[];
                            id: number;
                            lastDelivery: {
                                at: string;
                                /** @enum {string} */
                                status: "pending" | "delivered" | "failed";
                                statusCode: number | null;
                            } | null;
                            secret: string;
                            url: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an endpoint and its delivery log */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change an endpoint: its URL, its events, or whether it is enabled
         * @description A disabled endpoint gets no new deliveries; those already waiting are sent once it is enabled again. A new URL is checked as on creation.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        enabled?: boolean;
                        events?: ("order.placed" | "order.paid" | "order.cancelled" | "order.lapsed" | "order.refunded" | "deposit.taken" | "deposit.kept" | "deposit.returned" | "invoice.issued" | "rental.checked_out" | "rental.checked_in" | "rental.overdue" | "rental.extended" | "rental.rescheduled" | "rental.change_lapsed" | "rental.cancelled" | "unit.swapped" | "unit.back_in_service" | "incident.reported" | "incident.status_changed" | "review.posted" | "waitlist.unit_free")[];
                        url?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            enabled: boolean;
                            events: string[];
                            id: number;
                            lastDelivery: {
                                at: string;
                                /** @enum {string} */
                                status: "pending" | "delivered" | "failed";
                                statusCode: number | null;
                            } | null;
                            url: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint's deliveries, newest first, one page at a time
         * @description Each with its event, status (pending, delivered, failed), tries, and the last answer: status code, the start of its body, how long it took, and when the next try is due. Pass `next` as `after`.
         */
        get: {
            parameters: {
                query?: {
                    after?: string;
                    limit?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                attempts: number;
                                createdAt: string;
                                durationMs: number | null;
                                error: string | null;
                                eventId: number;
                                eventType: string;
                                id: number;
                                lastAttemptAt: string | null;
                                messageId: string;
                                nextAttemptAt: string | null;
                                responseExcerpt: string | null;
                                /** @enum {string} */
                                status: "pending" | "delivered" | "failed";
                                statusCode: number | null;
                            }[];
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace an endpoint's signing secret; answers the new one, this once
         * @description Deliveries from now on, retries included, are signed with the new secret only.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            enabled: boolean;
                            events: string[];
                            id: number;
                            lastDelivery: {
                                at: string;
                                /** @enum {string} */
                                status: "pending" | "delivered" | "failed";
                                statusCode: number | null;
                            } | null;
                            secret: string;
                            url: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/deliveries/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again, with the same webhook-id
         * @description Answers 202 with the delivery waiting again, with a fresh round of tries; it is sent in event order with the endpoint other deliveries. 409 WEBHOOK_DISABLED while its endpoint is disabled.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attempts: number;
                            createdAt: string;
                            durationMs: number | null;
                            error: string | null;
                            eventId: number;
                            eventType: string;
                            id: number;
                            lastAttemptAt: string | null;
                            messageId: string;
                            nextAttemptAt: string | null;
                            responseExcerpt: string | null;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                            statusCode: number | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/request-password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password-reset link (answers the same whether or not the address has an account) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        redirectTo?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose a new password with the token from the mailed link */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        newPassword: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reset link of the mail: redirects to the new-password page with its token */
        get: {
            parameters: {
                query: {
                    callbackURL: string;
                };
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/send-verification-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail the e-mail confirmation link again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        callbackURL?: string;
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in; sets the HttpOnly session cookie */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        callbackURL?: string;
                        email: string;
                        password: string;
                        rememberMe?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            redirect: boolean;
                            url?: string;
                            user: {
                                email: string;
                                id: string;
                                name: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log out */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-up/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up with e-mail and password; a confirmation link is mailed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        callbackURL?: string;
                        email: string;
                        /** @enum {string} */
                        language?: "en" | "es" | "de";
                        name: string;
                        password: string;
                        phoneNumber?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                email: string;
                                id: string;
                                name: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The confirmation link of the mail: confirms the address and redirects to the login */
        get: {
            parameters: {
                query: {
                    callbackURL?: string;
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What a cart costs on its dates, line by line, without booking anything
         * @description Each line's charged days (the shop's closed days free when it says so) and its daily price for them: the product's, or a lower duration price from a number of days on; what a coupon takes off each line and what the damage waiver adds (a percentage of the rent before the discount); the deposit asked at pick-up and the VAT the total includes per rate. The order books these figures: send each line's `dailyPrice`, the `couponCode` and `damageWaiver` in POST /api/orders. 404 (with the line's index) for a product that does not exist; 400 COUPON_UNKNOWN, COUPON_NOT_YET_VALID, COUPON_EXPIRED or COUPON_NOT_APPLICABLE and 409 COUPON_USED_UP or COUPON_USED_BY_YOU (signed in) for a code that cannot be used; 400 DAMAGE_WAIVER_NOT_OFFERED.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        couponCode?: string;
                        damageWaiver?: boolean;
                        lines: {
                            /** Format: date */
                            dateFrom: IsoDate;
                            /** Format: date */
                            dateTo: IsoDate;
                            productId: number;
                            quantity: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            damageWaiver: string;
                            deposit: string;
                            discount: string;
                            lines: {
                                chargedDays: number;
                                dailyPrice: string;
                                damageWaiver: string;
                                discount: string;
                                total: string;
                            }[];
                            total: string;
                            vat: {
                                amount: string;
                                rate: number;
                            }[];
                            /** @enum {string} */
                            vatTreatment: "standard" | "reverse_charge";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All categories */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            description: string;
                            id: number;
                            name: string;
                            parentId: number | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A category with its children */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            children: {
                                description: string;
                                id: number;
                                name: string;
                                parentId: number | null;
                            }[];
                            description: string;
                            id: number;
                            name: string;
                            parentId: number | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness, database and disk state */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            database: {
                                latencyMs?: number;
                                /** @enum {string} */
                                status: "up" | "down";
                            };
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            database: {
                                latencyMs?: number;
                                /** @enum {string} */
                                status: "up" | "down";
                            };
                            disk: {
                                /** @enum {string} */
                                status: "ok" | "full" | "unwritable";
                            };
                            /** @enum {string} */
                            status: "degraded";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/incidents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's incidents, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            byShop: boolean;
                            createdAt: string;
                            description: string;
                            id: number;
                            photos: {
                                createdAt: string;
                                id: number;
                                itemId: number | null;
                                url: string;
                            }[];
                            rentalId: number;
                            /** @enum {string} */
                            status: "Open" | "Closed";
                            /** @enum {string} */
                            type: "Payment" | "ProductNotReceived" | "ProductLost" | "ProductDamaged" | "Other";
                            units: {
                                /** @enum {string} */
                                condition: "damaged" | "missing";
                                itemId: number;
                                note: string;
                                recordedAt: string;
                                serialNumber: string;
                            }[];
                            userId: string;
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/incidents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the signed-in user's incidents (another customer's answers 404, as a missing one) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            byShop: boolean;
                            createdAt: string;
                            description: string;
                            id: number;
                            photos: {
                                createdAt: string;
                                id: number;
                                itemId: number | null;
                                url: string;
                            }[];
                            rentalId: number;
                            /** @enum {string} */
                            status: "Open" | "Closed";
                            /** @enum {string} */
                            type: "Payment" | "ProductNotReceived" | "ProductLost" | "ProductDamaged" | "Other";
                            units: {
                                /** @enum {string} */
                                condition: "damaged" | "missing";
                                itemId: number;
                                note: string;
                                recordedAt: string;
                                serialNumber: string;
                            }[];
                            userId: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/e-invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A business order's document as an EN 16931 e-invoice (UN/CEFACT CII XML)
         * @description Only for documents issued to a business (a company and VAT number entered at checkout): 404 for any other, and for another customer's. Same access as the PDF. 409 E_INVOICE_UNAVAILABLE for a document issued while the shop's legal details (name, country, VAT number) were incomplete: documents never change, so it stays a PDF.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The CII XML, as an attachment named by its number */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/xml": Blob;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An invoice's or credit note's PDF, for its order's customer and administrators
         * @description The document as issued, in the customer's language. For an order placed for a business it is the Factur-X PDF: the same pages with the EN 16931 XML inside (a plain PDF if the shop's legal details were incomplete when it was issued). Another customer's document answers 404, as one that does not exist.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The PDF, as an attachment named by its number */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": Blob;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user, or null when nobody is signed in */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            avatarUrl: string | null;
                            billingAddress: {
                                city: string;
                                country: string;
                                postcode: string;
                                street: string;
                            } | null;
                            business: {
                                company: string;
                                paymentTermsDays: number;
                                payOnInvoice: boolean;
                                purchaseOrderRequired: boolean;
                                vatCheck: {
                                    checkedAt: string | null;
                                    requestId: string | null;
                                    /** @enum {string} */
                                    status: "valid" | "invalid" | "unavailable" | "unchecked";
                                };
                                vatId: string;
                            } | null;
                            email: string;
                            fullName: string;
                            id: string;
                            isAdmin: boolean;
                            /** @enum {string} */
                            language: "en" | "es" | "de";
                            phoneNumber: string | null;
                        } | null;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the signed-in user's full name, phone number, language, billing address or business
         * @description Send only the fields that change. The phone must match the profile rule (an optional country code, a three-digit area code and seven digits) unless it is the one already saved; an empty phone removes it. `billingAddress` is replaced whole ({street, postcode, city, country}: an ISO 3166-1 alpha-2 code) and printed on invoices issued from then on; null removes it. `business` ({company, vatId, purchaseOrderRequired?}) makes the account a business customer’s: the VAT number must have its country’s form (400 otherwise, naming it), and with VIES_API_URL set VIES is asked about it when it is new or was not found valid before; the answer (`business.vatCheck`: valid, invalid, unavailable or unchecked) is kept with its day and consultation number. null makes the account a private customer’s again. 429 when saved too often.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        billingAddress?: {
                            city: string;
                            /** @example DE */
                            country: string;
                            postcode: string;
                            street: string;
                        } | null;
                        business?: {
                            company: string;
                            purchaseOrderRequired?: boolean;
                            vatId: string;
                        } | null;
                        fullName?: string;
                        /** @enum {string} */
                        language?: "en" | "es" | "de";
                        phoneNumber?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            avatarUrl: string | null;
                            billingAddress: {
                                city: string;
                                country: string;
                                postcode: string;
                                street: string;
                            } | null;
                            business: {
                                company: string;
                                paymentTermsDays: number;
                                payOnInvoice: boolean;
                                purchaseOrderRequired: boolean;
                                vatCheck: {
                                    checkedAt: string | null;
                                    requestId: string | null;
                                    /** @enum {string} */
                                    status: "valid" | "invalid" | "unavailable" | "unchecked";
                                };
                                vatId: string;
                            } | null;
                            email: string;
                            fullName: string;
                            id: string;
                            isAdmin: boolean;
                            /** @enum {string} */
                            language: "en" | "es" | "de";
                            phoneNumber: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/me/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the signed-in user's profile picture
         * @description The answer is the updated user, whose `avatarUrl` is the new picture. 413 for a file over 5 MB or a picture over 50 megapixels, 415 for a file that is not a picture; the old picture stays in both cases.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description A form with one file field, `file`. The server decodes the picture whatever its name or declared type, turns it upright, crops it to a 256×256 square, drops its metadata and stores it as WebP. */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description The picture: JPEG, PNG, WebP, GIF, AVIF or HEIF, at most 5 MB
                         */
                        file: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            avatarUrl: string | null;
                            billingAddress: {
                                city: string;
                                country: string;
                                postcode: string;
                                street: string;
                            } | null;
                            business: {
                                company: string;
                                paymentTermsDays: number;
                                payOnInvoice: boolean;
                                purchaseOrderRequired: boolean;
                                vatCheck: {
                                    checkedAt: string | null;
                                    requestId: string | null;
                                    /** @enum {string} */
                                    status: "valid" | "invalid" | "unavailable" | "unchecked";
                                };
                                vatId: string;
                            } | null;
                            email: string;
                            fullName: string;
                            id: string;
                            isAdmin: boolean;
                            /** @enum {string} */
                            language: "en" | "es" | "de";
                            phoneNumber: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/calendar-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The secret address of the signed-in customer's calendar feed of their rentals
         * @description Made on the first ask, then the same until it is renewed. Whoever holds the address reads the feed without signing in: add it to a calendar app as a subscription.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            renewedAt: string;
                            url: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/calendar-feed/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new secret address for the signed-in customer's calendar feed
         * @description The old address answers 404 from this moment on; calendar apps subscribed to it stop updating.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            renewedAt: string;
                            url: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's front page: counts of rentals, incidents and reviews, and the next rental */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            incidents: number;
                            nextRental: {
                                cancelledAt: string | null;
                                chargedDays: number;
                                checkedInAt: string | null;
                                checkedOutAt: string | null;
                                createdAt: string;
                                dailyPrice: string;
                                damageWaiver: string;
                                /** Format: date */
                                dateFrom: IsoDate;
                                /** Format: date */
                                dateTo: IsoDate;
                                daysLate: number;
                                deposit: string;
                                discount: string;
                                id: number;
                                incident: {
                                    byShop: boolean;
                                    id: number;
                                    /** @enum {string} */
                                    status: "Open" | "Closed";
                                } | null;
                                isKit: boolean;
                                items: {
                                    checkedInAt: string | null;
                                    checkedOutAt: string | null;
                                    /** @enum {string|null} */
                                    condition: "ok" | "damaged" | "missing" | null;
                                    id: number;
                                    productId: number;
                                    productName: string;
                                    serialNumber: string;
                                }[];
                                lateFee: string;
                                orderId: number;
                                orderReference: string;
                                /** @enum {string} */
                                orderStatus: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                                overdue: boolean;
                                productId: number;
                                productName: string;
                                quantity: number;
                                reviewId: number | null;
                                /** @enum {string} */
                                reviewStatus: "Reviewed" | "NotReviewed" | "CantReview" | "Unknown";
                                total: string;
                                userEmail: string;
                                userId: string;
                                userName: string;
                            } | null;
                            openIncidents: number;
                            rentals: number;
                            reviews: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check out the cart: book every line at the price the cart showed, or none
         * @description All lines are booked in one transaction at the prices the cart showed, or none (409 ORDER_REFUSED names each refused line in `error.lines`). `payment` is "online" (Stripe Checkout: AwaitingPayment with `checkoutUrl` until Stripe's signed webhook) or "at_pickup". Send an Idempotency-Key header. Every status and code: docs/api.md, "Check out the cart".
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        business?: {
                            city: string;
                            company: string;
                            country?: string;
                            postcode: string;
                            street: string;
                            vatId: string;
                        };
                        couponCode?: string;
                        damageWaiver?: boolean;
                        lines: {
                            dailyPrice: string;
                            /** Format: date */
                            dateFrom: IsoDate;
                            /** Format: date */
                            dateTo: IsoDate;
                            productId: number;
                            quantity: number;
                        }[];
                        /** @enum {string} */
                        payment?: "online" | "at_pickup" | "invoice";
                        purchaseOrder?: string;
                        total?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            balanceDue: string;
                            business: {
                                city: string;
                                company: string;
                                country: string;
                                postcode: string;
                                street: string;
                                vatId: string;
                            } | null;
                            cancelledAt: string | null;
                            changesDue: string;
                            checkoutUrl: string | null;
                            couponCode: string | null;
                            damageWaiver: string;
                            deposit: {
                                due: string;
                                kept: string;
                                returned: string;
                                taken: string;
                            };
                            discount: string;
                            dueNow: string;
                            holdExpiresAt: string | null;
                            id: number;
                            invoices: {
                                /** Format: date */
                                dueDate: IsoDate | null;
                                eInvoiceUrl: string | null;
                                id: number;
                                /** Format: date */
                                issueDate: IsoDate;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note";
                                number: string;
                                total: string;
                                url: string;
                                vat: string;
                                /** @enum {string} */
                                vatTreatment: "standard" | "reverse_charge";
                            }[];
                            paid: string;
                            /** @enum {string} */
                            payment: "online" | "at_pickup" | "invoice";
                            payments: {
                                amount: string;
                                /** @enum {string} */
                                channel: "stripe" | "cash" | "terminal" | "bank_transfer";
                                createdAt: string;
                                id: number;
                                /** @enum {string} */
                                kind: "charge" | "refund" | "deposit_taken" | "deposit_kept" | "deposit_returned" | "late_fee" | "change_charge" | "part_payment";
                                reason: string | null;
                                /** @enum {string} */
                                state: "pending" | "succeeded" | "failed";
                            }[];
                            /** @enum {string} */
                            paymentStatus: "DueAtPickup" | "Invoiced" | "Pending" | "Paid" | "PartlyPaid" | "PartlyRefunded" | "Refunded" | "Expired" | "NothingDue" | "RefundOwed";
                            placedAt: string;
                            purchaseOrder: string | null;
                            reference: string;
                            refunded: string;
                            rentals: {
                                cancelledAt: string | null;
                                chargedDays: number;
                                checkedInAt: string | null;
                                checkedOutAt: string | null;
                                createdAt: string;
                                dailyPrice: string;
                                damageWaiver: string;
                                /** Format: date */
                                dateFrom: IsoDate;
                                /** Format: date */
                                dateTo: IsoDate;
                                daysLate: number;
                                deposit: string;
                                discount: string;
                                id: number;
                                incident: {
                                    byShop: boolean;
                                    id: number;
                                    /** @enum {string} */
                                    status: "Open" | "Closed";
                                } | null;
                                isKit: boolean;
                                items: {
                                    checkedInAt: string | null;
                                    checkedOutAt: string | null;
                                    /** @enum {string|null} */
                                    condition: "ok" | "damaged" | "missing" | null;
                                    id: number;
                                    productId: number;
                                    productName: string;
                                    serialNumber: string;
                                }[];
                                lateFee: string;
                                orderId: number;
                                orderReference: string;
                                /** @enum {string} */
                                orderStatus: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                                overdue: boolean;
                                productId: number;
                                productName: string;
                                quantity: number;
                                reviewId: number | null;
                                /** @enum {string} */
                                reviewStatus: "Reviewed" | "NotReviewed" | "CantReview" | "Unknown";
                                total: string;
                                userEmail: string;
                                userId: string;
                                userName: string;
                            }[];
                            /** @enum {string} */
                            status: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                            total: string;
                            userId: string;
                            /** @enum {string} */
                            vatTreatment: "standard" | "reverse_charge";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the signed-in user's orders with its lines (another customer's answers 404) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            balanceDue: string;
                            business: {
                                city: string;
                                company: string;
                                country: string;
                                postcode: string;
                                street: string;
                                vatId: string;
                            } | null;
                            cancelledAt: string | null;
                            changesDue: string;
                            checkoutUrl: string | null;
                            couponCode: string | null;
                            damageWaiver: string;
                            deposit: {
                                due: string;
                                kept: string;
                                returned: string;
                                taken: string;
                            };
                            discount: string;
                            dueNow: string;
                            holdExpiresAt: string | null;
                            id: number;
                            invoices: {
                                /** Format: date */
                                dueDate: IsoDate | null;
                                eInvoiceUrl: string | null;
                                id: number;
                                /** Format: date */
                                issueDate: IsoDate;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note";
                                number: string;
                                total: string;
                                url: string;
                                vat: string;
                                /** @enum {string} */
                                vatTreatment: "standard" | "reverse_charge";
                            }[];
                            paid: string;
                            /** @enum {string} */
                            payment: "online" | "at_pickup" | "invoice";
                            payments: {
                                amount: string;
                                /** @enum {string} */
                                channel: "stripe" | "cash" | "terminal" | "bank_transfer";
                                createdAt: string;
                                id: number;
                                /** @enum {string} */
                                kind: "charge" | "refund" | "deposit_taken" | "deposit_kept" | "deposit_returned" | "late_fee" | "change_charge" | "part_payment";
                                reason: string | null;
                                /** @enum {string} */
                                state: "pending" | "succeeded" | "failed";
                            }[];
                            /** @enum {string} */
                            paymentStatus: "DueAtPickup" | "Invoiced" | "Pending" | "Paid" | "PartlyPaid" | "PartlyRefunded" | "Refunded" | "Expired" | "NothingDue" | "RefundOwed";
                            placedAt: string;
                            purchaseOrder: string | null;
                            reference: string;
                            refunded: string;
                            rentals: {
                                cancelledAt: string | null;
                                chargedDays: number;
                                checkedInAt: string | null;
                                checkedOutAt: string | null;
                                createdAt: string;
                                dailyPrice: string;
                                damageWaiver: string;
                                /** Format: date */
                                dateFrom: IsoDate;
                                /** Format: date */
                                dateTo: IsoDate;
                                daysLate: number;
                                deposit: string;
                                discount: string;
                                id: number;
                                incident: {
                                    byShop: boolean;
                                    id: number;
                                    /** @enum {string} */
                                    status: "Open" | "Closed";
                                } | null;
                                isKit: boolean;
                                items: {
                                    checkedInAt: string | null;
                                    checkedOutAt: string | null;
                                    /** @enum {string|null} */
                                    condition: "ok" | "damaged" | "missing" | null;
                                    id: number;
                                    productId: number;
                                    productName: string;
                                    serialNumber: string;
                                }[];
                                lateFee: string;
                                orderId: number;
                                orderReference: string;
                                /** @enum {string} */
                                orderStatus: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                                overdue: boolean;
                                productId: number;
                                productName: string;
                                quantity: number;
                                reviewId: number | null;
                                /** @enum {string} */
                                reviewStatus: "Reviewed" | "NotReviewed" | "CantReview" | "Unknown";
                                total: string;
                                userEmail: string;
                                userId: string;
                                userName: string;
                            }[];
                            /** @enum {string} */
                            status: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                            total: string;
                            userId: string;
                            /** @enum {string} */
                            vatTreatment: "standard" | "reverse_charge";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/agreement.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order's rental agreement as a PDF, for its customer and staff
         * @description The order's lines, the rental terms (the version accepted, for an order placed from a quote; the shop's of today otherwise) and, from a quote, its acceptance: the name typed, the time, the IP and the terms' version. Another customer's order answers 404.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The PDF */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": Blob;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe's webhook: the only thing that confirms an order paid online
         * @description Stripe posts its events here (checkout.session.completed, async_payment_succeeded, async_payment_failed, expired; charge.refunded, refund.updated, refund.failed, charge.dispute.created and charge.dispute.closed (a dispute lost is a refund given) about payments and refunds the shop has by their Stripe ids), signed with STRIPE_WEBHOOK_SECRET in the Stripe-Signature header. A missing or wrong signature is 400 WEBHOOK_SIGNATURE_INVALID and changes nothing. Each event is applied once, by its id: a repeated delivery answers 200 and changes nothing.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "stripe-signature"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            received: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products, filtered, sorted and paged
         * @description categoryId also matches products of its child categories; q is a case-insensitive "contains" on the name in any of en, es and de. Names and descriptions answer in the Accept-Language (en, es or de), English where a translation is missing.
         */
        get: {
            parameters: {
                query?: {
                    after?: string;
                    categoryId?: number;
                    ids?: string;
                    limit?: number;
                    q?: string;
                    sort?: "price_asc" | "price_desc";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                brand: string;
                                cardImageUrl: string | null;
                                categoryId: number;
                                dailyPrice: string;
                                deposit: string;
                                description: string;
                                durationPrices: {
                                    dailyPrice: string;
                                    minDays: number;
                                }[];
                                id: number;
                                imageUrl: string | null;
                                kitParts: {
                                    count: number;
                                    name: string;
                                    productId: number;
                                }[];
                                model: string;
                                name: string;
                            }[];
                            next: string | null;
                            total: number;
                            /** @enum {string} */
                            totalKind: "exact" | "about" | "moreThan";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            brand: string;
                            cardImageUrl: string | null;
                            categoryId: number;
                            dailyPrice: string;
                            deposit: string;
                            description: string;
                            durationPrices: {
                                dailyPrice: string;
                                minDays: number;
                            }[];
                            id: number;
                            imageUrl: string | null;
                            kitParts: {
                                count: number;
                                name: string;
                                productId: number;
                            }[];
                            model: string;
                            name: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Free units of a product over an inclusive date range
         * @description The units of the product free on every day of the range, with the days its buffer keeps them back after it. For a kit, the whole kits that can be booked: the smallest, over its parts, of the part's free units divided by its count; never below 0.
         */
        get: {
            parameters: {
                query: {
                    dateFrom: IsoDate;
                    dateTo: IsoDate;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            free: number;
                            /** @enum {string} */
                            status: "Unknown" | "OutOfStock" | "LastUnits" | "InStock";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Free units of a product on each day of a month
         * @description The units of the product free on each day of the month, and its operational units. For a kit, whole kits on each day: the smallest, over its parts, of the part's free units divided by its count, and the kits its parts' operational units make.
         */
        get: {
            parameters: {
                query: {
                    month: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            days: {
                                /** Format: date */
                                date: IsoDate;
                                free: number;
                            }[];
                            month: string;
                            units: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}/review-eligibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the signed-in user may review the product, and why not */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            canReview: boolean;
                            /** @enum {string|null} */
                            reason: "NO_ENDED_RENTAL" | "ALREADY_REVIEWED" | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product's reviews, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            authorName: string;
                            comments: string;
                            createdAt: string;
                            id: number;
                            productId: number;
                            rating: number;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Review a product after a rental of it has ended */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        comments?: string;
                        rating: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            authorName: string;
                            comments: string;
                            createdAt: string;
                            id: number;
                            productId: number;
                            rating: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer's quotes, newest first, every version */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                acceptance: {
                                    acceptedAt: string;
                                    ip: string;
                                    name: string;
                                    termsVersion: number;
                                } | null;
                                agreementUrl: string | null;
                                company: string | null;
                                couponCode: string | null;
                                createdAt: string;
                                customerEmail: string;
                                customerName: string;
                                damageWaiver: string;
                                discount: string;
                                id: number;
                                /** @enum {string} */
                                language: "en" | "es" | "de";
                                lines: {
                                    chargedDays: number;
                                    dailyPrice: string;
                                    damageWaiver: string;
                                    /** Format: date */
                                    dateFrom: IsoDate;
                                    /** Format: date */
                                    dateTo: IsoDate;
                                    discount: string;
                                    productId: number;
                                    productName: string;
                                    quantity: number;
                                    rent: string;
                                    total: string;
                                    vatRate: number;
                                }[];
                                number: string;
                                orderId: number | null;
                                pdfUrl: string;
                                /** @enum {string} */
                                status: "open" | "accepted" | "expired" | "superseded";
                                terms: string;
                                termsVersion: number;
                                total: string;
                                url: string;
                                userId: string;
                                /** Format: date */
                                validUntil: IsoDate;
                                vat: {
                                    amount: string;
                                    rate: number;
                                }[];
                                vatId: string | null;
                                /** @enum {string} */
                                vatTreatment: "standard" | "reverse_charge";
                                version: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Ask for a quote of the cart's lines, priced as the cart prices them today
         * @description Prices `lines` (as POST /api/orders takes them, without `dailyPrice`) with the shop's rules of the day (duration prices, seasons, `couponCode`, `damageWaiver`, reverse charge for a business in another member state) and keeps them: 201 with its `number` (its own series), `version` 1, `validUntil` (today + the shop's quotes.validDays), `url` (the page the customer opens it at) and `pdfUrl`. Nothing is booked or held.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        couponCode?: string;
                        damageWaiver?: boolean;
                        lines: {
                            /** Format: date */
                            dateFrom: IsoDate;
                            /** Format: date */
                            dateTo: IsoDate;
                            productId: number;
                            quantity: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            acceptance: {
                                acceptedAt: string;
                                ip: string;
                                name: string;
                                termsVersion: number;
                            } | null;
                            agreementUrl: string | null;
                            company: string | null;
                            couponCode: string | null;
                            createdAt: string;
                            customerEmail: string;
                            customerName: string;
                            damageWaiver: string;
                            discount: string;
                            id: number;
                            /** @enum {string} */
                            language: "en" | "es" | "de";
                            lines: {
                                chargedDays: number;
                                dailyPrice: string;
                                damageWaiver: string;
                                /** Format: date */
                                dateFrom: IsoDate;
                                /** Format: date */
                                dateTo: IsoDate;
                                discount: string;
                                productId: number;
                                productName: string;
                                quantity: number;
                                rent: string;
                                total: string;
                                vatRate: number;
                            }[];
                            number: string;
                            orderId: number | null;
                            pdfUrl: string;
                            /** @enum {string} */
                            status: "open" | "accepted" | "expired" | "superseded";
                            terms: string;
                            termsVersion: number;
                            total: string;
                            url: string;
                            userId: string;
                            /** Format: date */
                            validUntil: IsoDate;
                            vat: {
                                amount: string;
                                rate: number;
                            }[];
                            vatId: string | null;
                            /** @enum {string} */
                            vatTreatment: "standard" | "reverse_charge";
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the signed-in customer's quotes (another customer's answers 404)
         * @description `status` is open, accepted, superseded (a newer version was made) or expired (open past `validUntil` in the shop's calendar). `terms` and `termsVersion`: the rental terms the customer accepts with it.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            acceptance: {
                                acceptedAt: string;
                                ip: string;
                                name: string;
                                termsVersion: number;
                            } | null;
                            agreementUrl: string | null;
                            company: string | null;
                            couponCode: string | null;
                            createdAt: string;
                            customerEmail: string;
                            customerName: string;
                            damageWaiver: string;
                            discount: string;
                            id: number;
                            /** @enum {string} */
                            language: "en" | "es" | "de";
                            lines: {
                                chargedDays: number;
                                dailyPrice: string;
                                damageWaiver: string;
                                /** Format: date */
                                dateFrom: IsoDate;
                                /** Format: date */
                                dateTo: IsoDate;
                                discount: string;
                                productId: number;
                                productName: string;
                                quantity: number;
                                rent: string;
                                total: string;
                                vatRate: number;
                            }[];
                            number: string;
                            orderId: number | null;
                            pdfUrl: string;
                            /** @enum {string} */
                            status: "open" | "accepted" | "expired" | "superseded";
                            terms: string;
                            termsVersion: number;
                            total: string;
                            url: string;
                            userId: string;
                            /** Format: date */
                            validUntil: IsoDate;
                            vat: {
                                amount: string;
                                rate: number;
                            }[];
                            vatId: string | null;
                            /** @enum {string} */
                            vatTreatment: "standard" | "reverse_charge";
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a quote: sign with a name, accept the rental terms, place the order at the quoted prices
         * @description Places the order (201, as POST /api/orders answers) at the quote's prices if its units are still free, paid as `payment` says (`invoice` for a business the shop allows it: 400 PAY_ON_INVOICE_NOT_ALLOWED otherwise). The acceptance (`name`, the time, the client's IP, the terms' version) is stored in the order's transaction. 409 ORDER_REFUSED with `error.lines` when units are gone, QUOTE_EXPIRED after `validUntil`, QUOTE_NOT_OPEN when accepted or superseded already, QUOTE_VAT_CHANGED when the business's VAT standing changed since; 400 without `acceptTerms: true` or a name.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        acceptTerms: true;
                        name: string;
                        /** @enum {string} */
                        payment?: "online" | "at_pickup" | "invoice";
                        purchaseOrder?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            balanceDue: string;
                            business: {
                                city: string;
                                company: string;
                                country: string;
                                postcode: string;
                                street: string;
                                vatId: string;
                            } | null;
                            cancelledAt: string | null;
                            changesDue: string;
                            checkoutUrl: string | null;
                            couponCode: string | null;
                            damageWaiver: string;
                            deposit: {
                                due: string;
                                kept: string;
                                returned: string;
                                taken: string;
                            };
                            discount: string;
                            dueNow: string;
                            holdExpiresAt: string | null;
                            id: number;
                            invoices: {
                                /** Format: date */
                                dueDate: IsoDate | null;
                                eInvoiceUrl: string | null;
                                id: number;
                                /** Format: date */
                                issueDate: IsoDate;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note";
                                number: string;
                                total: string;
                                url: string;
                                vat: string;
                                /** @enum {string} */
                                vatTreatment: "standard" | "reverse_charge";
                            }[];
                            paid: string;
                            /** @enum {string} */
                            payment: "online" | "at_pickup" | "invoice";
                            payments: {
                                amount: string;
                                /** @enum {string} */
                                channel: "stripe" | "cash" | "terminal" | "bank_transfer";
                                createdAt: string;
                                id: number;
                                /** @enum {string} */
                                kind: "charge" | "refund" | "deposit_taken" | "deposit_kept" | "deposit_returned" | "late_fee" | "change_charge" | "part_payment";
                                reason: string | null;
                                /** @enum {string} */
                                state: "pending" | "succeeded" | "failed";
                            }[];
                            /** @enum {string} */
                            paymentStatus: "DueAtPickup" | "Invoiced" | "Pending" | "Paid" | "PartlyPaid" | "PartlyRefunded" | "Refunded" | "Expired" | "NothingDue" | "RefundOwed";
                            placedAt: string;
                            purchaseOrder: string | null;
                            reference: string;
                            refunded: string;
                            rentals: {
                                cancelledAt: string | null;
                                chargedDays: number;
                                checkedInAt: string | null;
                                checkedOutAt: string | null;
                                createdAt: string;
                                dailyPrice: string;
                                damageWaiver: string;
                                /** Format: date */
                                dateFrom: IsoDate;
                                /** Format: date */
                                dateTo: IsoDate;
                                daysLate: number;
                                deposit: string;
                                discount: string;
                                id: number;
                                incident: {
                                    byShop: boolean;
                                    id: number;
                                    /** @enum {string} */
                                    status: "Open" | "Closed";
                                } | null;
                                isKit: boolean;
                                items: {
                                    checkedInAt: string | null;
                                    checkedOutAt: string | null;
                                    /** @enum {string|null} */
                                    condition: "ok" | "damaged" | "missing" | null;
                                    id: number;
                                    productId: number;
                                    productName: string;
                                    serialNumber: string;
                                }[];
                                lateFee: string;
                                orderId: number;
                                orderReference: string;
                                /** @enum {string} */
                                orderStatus: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                                overdue: boolean;
                                productId: number;
                                productName: string;
                                quantity: number;
                                reviewId: number | null;
                                /** @enum {string} */
                                reviewStatus: "Reviewed" | "NotReviewed" | "CantReview" | "Unknown";
                                total: string;
                                userEmail: string;
                                userId: string;
                                userName: string;
                            }[];
                            /** @enum {string} */
                            status: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                            total: string;
                            userId: string;
                            /** @enum {string} */
                            vatTreatment: "standard" | "reverse_charge";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A quote's PDF, for its customer and staff
         * @description Number, version, customer and company, lines, totals with VAT (or the reverse-charge note), valid until, and the rental terms. Another customer's quote answers 404.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The PDF */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": Blob;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rentals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's rentals, newest first (cancelled ones with ?includeCancelled=true) */
        get: {
            parameters: {
                query?: {
                    includeCancelled?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cancelledAt: string | null;
                            chargedDays: number;
                            checkedInAt: string | null;
                            checkedOutAt: string | null;
                            createdAt: string;
                            dailyPrice: string;
                            damageWaiver: string;
                            /** Format: date */
                            dateFrom: IsoDate;
                            /** Format: date */
                            dateTo: IsoDate;
                            daysLate: number;
                            deposit: string;
                            discount: string;
                            id: number;
                            incident: {
                                byShop: boolean;
                                id: number;
                                /** @enum {string} */
                                status: "Open" | "Closed";
                            } | null;
                            isKit: boolean;
                            items: {
                                checkedInAt: string | null;
                                checkedOutAt: string | null;
                                /** @enum {string|null} */
                                condition: "ok" | "damaged" | "missing" | null;
                                id: number;
                                productId: number;
                                productName: string;
                                serialNumber: string;
                            }[];
                            lateFee: string;
                            orderId: number;
                            orderReference: string;
                            /** @enum {string} */
                            orderStatus: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                            overdue: boolean;
                            productId: number;
                            productName: string;
                            quantity: number;
                            reviewId: number | null;
                            /** @enum {string} */
                            reviewStatus: "Reviewed" | "NotReviewed" | "CantReview" | "Unknown";
                            total: string;
                            userEmail: string;
                            userId: string;
                            userName: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Request a rental: the server picks free units of the product for the dates
         * @description Send an Idempotency-Key header to make retries safe: the same key with the same body within 24 hours answers 200 with the rental the first request made; with a different body, 422 IDEMPOTENCY_KEY_REUSED and nothing is booked; after 24 hours the key books anew. 400 RENTAL_TOO_LONG, BEYOND_BOOKING_HORIZON or TOO_MANY_UNITS past the limits GET /api/shop answers; 409 TOO_MANY_OPEN_RENTALS at the open-rentals limit, NOT_ENOUGH_STOCK when fewer units are free than asked; 429 RATE_LIMITED (with Retry-After) past the bookings a customer may make in an hour.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date */
                        dateFrom: IsoDate;
                        /** Format: date */
                        dateTo: IsoDate;
                        productId: number;
                        quantity: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cancelledAt: string | null;
                            chargedDays: number;
                            checkedInAt: string | null;
                            checkedOutAt: string | null;
                            createdAt: string;
                            dailyPrice: string;
                            damageWaiver: string;
                            /** Format: date */
                            dateFrom: IsoDate;
                            /** Format: date */
                            dateTo: IsoDate;
                            daysLate: number;
                            deposit: string;
                            discount: string;
                            id: number;
                            incident: {
                                byShop: boolean;
                                id: number;
                                /** @enum {string} */
                                status: "Open" | "Closed";
                            } | null;
                            isKit: boolean;
                            items: {
                                checkedInAt: string | null;
                                checkedOutAt: string | null;
                                /** @enum {string|null} */
                                condition: "ok" | "damaged" | "missing" | null;
                                id: number;
                                productId: number;
                                productName: string;
                                serialNumber: string;
                            }[];
                            lateFee: string;
                            orderId: number;
                            orderReference: string;
                            /** @enum {string} */
                            orderStatus: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                            overdue: boolean;
                            productId: number;
                            productName: string;
                            quantity: number;
                            reviewId: number | null;
                            /** @enum {string} */
                            reviewStatus: "Reviewed" | "NotReviewed" | "CantReview" | "Unknown";
                            total: string;
                            userEmail: string;
                            userId: string;
                            userName: string;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cancelledAt: string | null;
                            chargedDays: number;
                            checkedInAt: string | null;
                            checkedOutAt: string | null;
                            createdAt: string;
                            dailyPrice: string;
                            damageWaiver: string;
                            /** Format: date */
                            dateFrom: IsoDate;
                            /** Format: date */
                            dateTo: IsoDate;
                            daysLate: number;
                            deposit: string;
                            discount: string;
                            id: number;
                            incident: {
                                byShop: boolean;
                                id: number;
                                /** @enum {string} */
                                status: "Open" | "Closed";
                            } | null;
                            isKit: boolean;
                            items: {
                                checkedInAt: string | null;
                                checkedOutAt: string | null;
                                /** @enum {string|null} */
                                condition: "ok" | "damaged" | "missing" | null;
                                id: number;
                                productId: number;
                                productName: string;
                                serialNumber: string;
                            }[];
                            lateFee: string;
                            orderId: number;
                            orderReference: string;
                            /** @enum {string} */
                            orderStatus: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                            overdue: boolean;
                            productId: number;
                            productName: string;
                            quantity: number;
                            reviewId: number | null;
                            /** @enum {string} */
                            reviewStatus: "Reviewed" | "NotReviewed" | "CantReview" | "Unknown";
                            total: string;
                            userEmail: string;
                            userId: string;
                            userName: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rentals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the signed-in user's rentals (another customer's answers 404, as a missing one) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cancelledAt: string | null;
                            chargedDays: number;
                            checkedInAt: string | null;
                            checkedOutAt: string | null;
                            createdAt: string;
                            dailyPrice: string;
                            damageWaiver: string;
                            /** Format: date */
                            dateFrom: IsoDate;
                            /** Format: date */
                            dateTo: IsoDate;
                            daysLate: number;
                            deposit: string;
                            discount: string;
                            id: number;
                            incident: {
                                byShop: boolean;
                                id: number;
                                /** @enum {string} */
                                status: "Open" | "Closed";
                            } | null;
                            isKit: boolean;
                            items: {
                                checkedInAt: string | null;
                                checkedOutAt: string | null;
                                /** @enum {string|null} */
                                condition: "ok" | "damaged" | "missing" | null;
                                id: number;
                                productId: number;
                                productName: string;
                                serialNumber: string;
                            }[];
                            lateFee: string;
                            orderId: number;
                            orderReference: string;
                            /** @enum {string} */
                            orderStatus: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                            overdue: boolean;
                            productId: number;
                            productName: string;
                            quantity: number;
                            reviewId: number | null;
                            /** @enum {string} */
                            reviewStatus: "Reviewed" | "NotReviewed" | "CantReview" | "Unknown";
                            total: string;
                            userEmail: string;
                            userId: string;
                            userName: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Cancel a rental before its first day, without an incident (customers: their own; administrators: any)
         * @description The rental stays, cancelled, with its order (GET it with ?includeCancelled=true); its units are free at once. Cancelling the last live line of an order cancels the order. 409 ALREADY_CANCELLED, ALREADY_STARTED or HAS_INCIDENT.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rentals/{id}/cancellation-refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What cancelling one of the signed-in user's rentals now gives back, by the shop's rules
         * @description `paid` false: nothing was paid for it, so nothing comes back. Another customer's rental answers 404.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            paid: boolean;
                            percent: number;
                            refund: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rentals/{id}/extend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What extending a rental to a new last day would add and cost (customers: their own; administrators: any)
         * @description Nothing is held. A refusal is answered in `refusal` (the codes of POST: 400 NOT_LATER, CLOSED_ON_LAST_DAY, RENTAL_TOO_LONG or BEYOND_BOOKING_HORIZON (field dateTo); 409 RENTAL_CANCELLED, ORDER_NOT_LIVE, RENTAL_ENDED, CHANGE_PENDING, or UNIT_NOT_FREE when a unit is booked on the new days (before check-out only when no other unit of the product is free either).). Another customer's rental answers 404.
         */
        get: {
            parameters: {
                query: {
                    dateTo: IsoDate;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            addedDays: number;
                            amount: string;
                            chargedDays: number;
                            /** Format: date */
                            dateFrom: IsoDate;
                            /** Format: date */
                            dateTo: IsoDate;
                            /** @enum {string} */
                            payment: "online" | "at_pickup";
                            refusal: {
                                /** @enum {string} */
                                code: "RENTAL_CANCELLED" | "ORDER_NOT_LIVE" | "RENTAL_ENDED" | "NOT_LATER" | "CLOSED_ON_LAST_DAY" | "RENTAL_TOO_LONG" | "BEYOND_BOOKING_HORIZON" | "CHANGE_PENDING" | "UNIT_NOT_FREE";
                                message: string;
                            } | null;
                            unitReplaced: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Extend a rental to a new last day, keeping its units (customers: their own; administrators: any)
         * @description At the booked daily price for the added charged days. An order paid at the counter: status done, in force at once, the difference due at the counter. An order paid online: status pending, the new days held until holdExpiresAt while the customer pays the difference at `checkoutUrl`; only Stripe's signed webhook puts it in force, and an unpaid one lapses (the old dates come back). 400 NOT_LATER, CLOSED_ON_LAST_DAY, RENTAL_TOO_LONG or BEYOND_BOOKING_HORIZON (field dateTo); 409 RENTAL_CANCELLED, ORDER_NOT_LIVE, RENTAL_ENDED, CHANGE_PENDING, or UNIT_NOT_FREE when a unit is booked on the new days (before check-out only when no other unit of the product is free either). 503 PAYMENT_UNAVAILABLE when Stripe cannot be reached: the rental keeps its dates.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date */
                        dateTo: IsoDate;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            addedDays: number;
                            amount: string;
                            changeId: number;
                            checkoutUrl: string | null;
                            holdExpiresAt: string | null;
                            rental: {
                                cancelledAt: string | null;
                                chargedDays: number;
                                checkedInAt: string | null;
                                checkedOutAt: string | null;
                                createdAt: string;
                                dailyPrice: string;
                                damageWaiver: string;
                                /** Format: date */
                                dateFrom: IsoDate;
                                /** Format: date */
                                dateTo: IsoDate;
                                daysLate: number;
                                deposit: string;
                                discount: string;
                                id: number;
                                incident: {
                                    byShop: boolean;
                                    id: number;
                                    /** @enum {string} */
                                    status: "Open" | "Closed";
                                } | null;
                                isKit: boolean;
                                items: {
                                    checkedInAt: string | null;
                                    checkedOutAt: string | null;
                                    /** @enum {string|null} */
                                    condition: "ok" | "damaged" | "missing" | null;
                                    id: number;
                                    productId: number;
                                    productName: string;
                                    serialNumber: string;
                                }[];
                                lateFee: string;
                                orderId: number;
                                orderReference: string;
                                /** @enum {string} */
                                orderStatus: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                                overdue: boolean;
                                productId: number;
                                productName: string;
                                quantity: number;
                                reviewId: number | null;
                                /** @enum {string} */
                                reviewStatus: "Reviewed" | "NotReviewed" | "CantReview" | "Unknown";
                                total: string;
                                userEmail: string;
                                userId: string;
                                userName: string;
                            };
                            /** @enum {string} */
                            status: "pending" | "done";
                            unitReplaced: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rentals/{id}/incident": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report an incident on a rental that is not completed (one per rental) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description: string;
                        /** @enum {string} */
                        type: "Payment" | "ProductNotReceived" | "ProductLost" | "ProductDamaged" | "Other";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            byShop: boolean;
                            createdAt: string;
                            description: string;
                            id: number;
                            photos: {
                                createdAt: string;
                                id: number;
                                itemId: number | null;
                                url: string;
                            }[];
                            rentalId: number;
                            /** @enum {string} */
                            status: "Open" | "Closed";
                            /** @enum {string} */
                            type: "Payment" | "ProductNotReceived" | "ProductLost" | "ProductDamaged" | "Other";
                            units: {
                                /** @enum {string} */
                                condition: "damaged" | "missing";
                                itemId: number;
                                note: string;
                                recordedAt: string;
                                serialNumber: string;
                            }[];
                            userId: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rentals/{id}/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What moving or shortening a rental to new dates would do, or why it cannot
         * @description Customers: their own rentals; administrators: any (another customer's answers 404). 200 either way: `allowed` false with `refusal` (the code and message POST would answer), or the new charged days and total, the refund by the cancellation rules (counted from the original first day) and how many units would be other ones.
         */
        get: {
            parameters: {
                query: {
                    dateFrom: IsoDate;
                    dateTo: IsoDate;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            allowed: boolean;
                            chargedDays: number;
                            chargedDaysBefore: number;
                            dailyPrice: string;
                            dailyPriceBefore: string;
                            /** Format: date */
                            dateFrom: IsoDate;
                            /** Format: date */
                            dateTo: IsoDate;
                            /** @enum {string} */
                            kind: "shorten" | "move";
                            paid: boolean;
                            percent: number;
                            refund: string;
                            refusal: {
                                code: string;
                                message: string;
                            } | null;
                            removed: string;
                            total: string;
                            totalBefore: string;
                            unitsReplaced: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Shorten or move a rental that has not started, with the refund the cancellation rules give
         * @description Allowed while the rental could be cancelled (before its first day, no incident of the customer's own), its order placed (409 ORDER_AWAITING_PAYMENT while it waits for its online payment, ORDER_NOT_LIVE when cancelled or lapsed) and no unit handed over. The new range follows the rules of a new booking (400 TOO_SHORT_NOTICE, CLOSED_ON_FIRST_DAY, CLOSED_ON_LAST_DAY, RENTAL_TOO_LONG, BEYOND_BOOKING_HORIZON) and may not charge more days (400 MORE_DAYS_THAN_BOOKED: extend instead; SAME_DATES). Units not free on the new dates are replaced by free ones; 409 NOT_ENOUGH_STOCK when there are too few, DATES_TAKEN when a booking took one meanwhile. Nothing changes on a refusal.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date */
                        dateFrom: IsoDate;
                        /** Format: date */
                        dateTo: IsoDate;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cancelledAt: string | null;
                            chargedDays: number;
                            checkedInAt: string | null;
                            checkedOutAt: string | null;
                            createdAt: string;
                            dailyPrice: string;
                            damageWaiver: string;
                            /** Format: date */
                            dateFrom: IsoDate;
                            /** Format: date */
                            dateTo: IsoDate;
                            daysLate: number;
                            deposit: string;
                            discount: string;
                            id: number;
                            incident: {
                                byShop: boolean;
                                id: number;
                                /** @enum {string} */
                                status: "Open" | "Closed";
                            } | null;
                            isKit: boolean;
                            items: {
                                checkedInAt: string | null;
                                checkedOutAt: string | null;
                                /** @enum {string|null} */
                                condition: "ok" | "damaged" | "missing" | null;
                                id: number;
                                productId: number;
                                productName: string;
                                serialNumber: string;
                            }[];
                            lateFee: string;
                            orderId: number;
                            orderReference: string;
                            /** @enum {string} */
                            orderStatus: "AwaitingPayment" | "Placed" | "Cancelled" | "Lapsed";
                            overdue: boolean;
                            productId: number;
                            productName: string;
                            quantity: number;
                            reviewId: number | null;
                            /** @enum {string} */
                            reviewStatus: "Reviewed" | "NotReviewed" | "CantReview" | "Unknown";
                            total: string;
                            userEmail: string;
                            userId: string;
                            userName: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's reviews with their products, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            authorName: string;
                            comments: string;
                            createdAt: string;
                            id: number;
                            productId: number;
                            productImageUrl: string | null;
                            productName: string;
                            rating: number;
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the signed-in user's reviews (another customer's answers 404, as a missing one) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            authorName: string;
                            comments: string;
                            createdAt: string;
                            id: number;
                            productId: number;
                            productImageUrl: string | null;
                            productName: string;
                            rating: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        /** Edit your own review: its rating and comments */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        comments?: string;
                        rating: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            authorName: string;
                            comments: string;
                            createdAt: string;
                            id: number;
                            productId: number;
                            productImageUrl: string | null;
                            productName: string;
                            rating: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete a review (customers: their own; administrators: any) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop's calendar (its time zone and today's date there), its booking limits, and how customers pay
         * @description Browsers take "today" from this zone, not their own, so every customer sees the shop's dates. The limits are the ones POST /api/rentals enforces: the longest rental and how far ahead in days, units per booking, open rentals per customer; and what a customer whose first rental has not ended yet may hold (newCustomerLimits). `payments.methods`: how a customer may pay now, the default first; `deposits` and `cancellation`: the shop's rules customers see before they book; `openingDays` (ISO weekdays, 1 Monday to 7 Sunday), `closedDates`, `leadTimeDays` and `closedDaysFree`: the shop's opening days, on which rentals start and end; `weekendAsOneDay`: a rental from a Friday or Saturday to the Monday after is charged as one day; `damageWaiver`: the waiver the cart offers (mode off, optional or required; its percentage of the rent; the shop's terms); `seasons`: date ranges whose rentals (by their first day) cost a percentage more or less.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bookingLimits: {
                                bookingHorizonDays: number;
                                maxOpenRentals: number;
                                maxRentalDays: number;
                                maxUnitsPerBooking: number;
                            };
                            cancellation: {
                                /** @default 2 */
                                fullRefundDaysBefore: number;
                                /** @default 50 */
                                lateRefundPercent: number;
                            };
                            closedDates: IsoDate[];
                            closedDaysFree: boolean;
                            damageWaiver: {
                                /** @enum {string} */
                                mode: "off" | "optional" | "required";
                                percent: number;
                                terms: string;
                                translations: {
                                    de: {
                                        terms: string;
                                    };
                                    es: {
                                        terms: string;
                                    };
                                };
                            };
                            deposits: {
                                enabled: boolean;
                            };
                            leadTimeDays: number;
                            newCustomerLimits: {
                                maxOpenRentals: number;
                                maxUnits: number;
                                stockSharePercent: number;
                            };
                            openingDays: number[];
                            payments: {
                                holdMinutes: number;
                                methods: ("online" | "at_pickup")[];
                            };
                            seasons: {
                                /** Format: date */
                                from: IsoDate;
                                name: string;
                                percent: number;
                                /** Format: date */
                                to: IsoDate;
                            }[];
                            timeZone: string;
                            /** Format: date */
                            today: IsoDate;
                            weekendAsOneDay: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer's waitlist requests, waiting and ended, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            /** Format: date */
                            dateFrom: IsoDate;
                            /** Format: date */
                            dateTo: IsoDate;
                            id: number;
                            notifiedAt: string | null;
                            productId: number;
                            productImageUrl: string | null;
                            productName: string;
                            /** @enum {string} */
                            status: "waiting" | "told" | "withdrawn" | "expired";
                            withdrawnAt: string | null;
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Ask to be told when a unit of a booked-out product frees up on these dates
         * @description Answers 201 with the new request, or 200 with the one already waiting for the same product and dates. Refused with 409 UNITS_FREE while a unit is free on those dates (book it instead).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date */
                        dateFrom: IsoDate;
                        /** Format: date */
                        dateTo: IsoDate;
                        productId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            /** Format: date */
                            dateFrom: IsoDate;
                            /** Format: date */
                            dateTo: IsoDate;
                            id: number;
                            notifiedAt: string | null;
                            productId: number;
                            productImageUrl: string | null;
                            productName: string;
                            /** @enum {string} */
                            status: "waiting" | "told" | "withdrawn" | "expired";
                            withdrawnAt: string | null;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            /** Format: date */
                            dateFrom: IsoDate;
                            /** Format: date */
                            dateTo: IsoDate;
                            id: number;
                            notifiedAt: string | null;
                            productId: number;
                            productImageUrl: string | null;
                            productName: string;
                            /** @enum {string} */
                            status: "waiting" | "told" | "withdrawn" | "expired";
                            withdrawnAt: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraw one of your waitlist requests (another customer's answers 404) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            /** Format: date */
                            dateFrom: IsoDate;
                            /** Format: date */
                            dateTo: IsoDate;
                            id: number;
                            notifiedAt: string | null;
                            productId: number;
                            productImageUrl: string | null;
                            productName: string;
                            /** @enum {string} */
                            status: "waiting" | "told" | "withdrawn" | "expired";
                            withdrawnAt: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar-feeds/{token}.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A calendar feed: a customer's rentals, or the shop's pick-ups and returns
         * @description The address GET /api/me/calendar-feed or GET /api/admin/calendar-feed answers. All-day events (VALUE=DATE, DTEND the day after the last day) with a UID per rental line that stays the same, so calendar apps update events instead of adding them again. An unknown or renewed address is 404. An ETag lets an app ask again with If-None-Match (304). At most 120 requests an hour per address (429 past it).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The feed as iCalendar (RFC 5545): all-day events, in UTF-8 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/calendar": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                lines?: {
                                    available?: number;
                                    code: string;
                                    dailyPrice?: string;
                                    index: number;
                                    message: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
