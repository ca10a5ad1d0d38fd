/**
 * GENERATED CODE - DO NOT MODIFY
 */
import {
  type LexiconDoc,
  Lexicons,
  ValidationError,
  type ValidationResult,
} from '@atproto/lexicon'
import { type $Typed, is$typed, maybe$typed } from './util.js'

export const schemaDict = {
  IoSvcActorDefs: {
    lexicon: 1,
    id: 'io.svc.actor.defs',
    description: 'Views of actors (accounts).',
    defs: {
      profileView: {
        type: 'object',
        description: 'Public profile of an actor.',
        required: ['id', 'did', 'handle', 'createdAt', 'updatedAt'],
        properties: {
          id: {
            type: 'string',
            description: 'Unique id of the actor record (act-...).',
          },
          did: {
            type: 'string',
            description: 'Decentralized identifier of the actor.',
            format: 'did',
          },
          handle: {
            type: 'string',
            description: 'Handle of the actor.',
            format: 'handle',
          },
          displayName: {
            type: 'string',
            description: 'Display name.',
            maxLength: 640,
            maxGraphemes: 64,
          },
          avatar: {
            type: 'string',
            description: 'URL of the avatar image.',
            format: 'uri',
          },
          createdAt: {
            type: 'string',
            description: 'When the actor was created.',
            format: 'datetime',
          },
          updatedAt: {
            type: 'string',
            description: 'When the actor was last changed.',
            format: 'datetime',
          },
        },
      },
    },
  },
  IoSvcActorGetActorSandboxes: {
    lexicon: 1,
    id: 'io.svc.actor.getActorSandboxes',
    defs: {
      main: {
        type: 'query',
        description:
          "Sandboxes of an actor, newest first (ties by id). Only the caller's own sandboxes can be listed.",
        parameters: {
          type: 'params',
          required: ['did'],
          properties: {
            did: {
              type: 'string',
              description: 'DID or handle of the actor; must be the caller.',
              format: 'at-identifier',
            },
            limit: {
              type: 'integer',
              description: 'Page size, 1..100 (default 50).',
              minimum: 1,
              maximum: 100,
              default: 50,
            },
            offset: {
              type: 'integer',
              description: 'Number of items skipped, >= 0 (default 0).',
              minimum: 0,
              default: 0,
            },
            isRunning: {
              type: 'boolean',
              description:
                'true: only RUNNING sandboxes; false: only sandboxes that are not RUNNING; absent: all.',
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'A page of sandboxes.',
            required: ['sandboxes', 'total'],
            properties: {
              sandboxes: {
                type: 'array',
                description: 'The sandboxes of this page.',
                items: {
                  type: 'ref',
                  ref: 'lex:io.svc.sandbox.defs#sandboxViewDetailed',
                  description: 'A sandbox.',
                },
              },
              total: {
                type: 'integer',
                description:
                  'Number of items in the whole list, ignoring limit and offset.',
                minimum: 0,
              },
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'Forbidden',
            description: '403: `did` names an actor other than the caller.',
          },
          {
            name: 'ActorNotFound',
            description: '404: no actor has this DID or handle.',
          },
        ],
      },
    },
  },
  IoSvcActorGetProfile: {
    lexicon: 1,
    id: 'io.svc.actor.getProfile',
    defs: {
      main: {
        type: 'query',
        description:
          "Profile of an actor, by DID or handle; the caller's own profile when `did` is absent.",
        parameters: {
          type: 'params',
          required: [],
          properties: {
            did: {
              type: 'string',
              description: 'DID or handle of the actor (default: the caller).',
              format: 'at-identifier',
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'ref',
            ref: 'lex:io.svc.actor.defs#profileView',
            description: 'The profile.',
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'ActorNotFound',
            description: '404: no actor has this DID or handle.',
          },
        ],
      },
    },
  },
  IoSvcActorGetTerminalToken: {
    lexicon: 1,
    id: 'io.svc.actor.getTerminalToken',
    defs: {
      main: {
        type: 'query',
        description:
          "Issues a terminal token: valid for 60 seconds, for one terminal session, once, bound to the caller. It opens the WebSocket `/terminal/ws?sandbox=<id or name>&token=<token>` (a shell in one of the caller's running sandboxes) and the page `/terminal/<sandbox>#token=<token>`. It is not an access token for this API, and an access token does not open a terminal.",
        output: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The token.',
            required: ['token'],
            properties: {
              token: {
                type: 'string',
                description: 'The terminal token.',
              },
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
        ],
      },
    },
  },
  IoSvcEventAddSubscription: {
    lexicon: 1,
    id: 'io.svc.event.addSubscription',
    defs: {
      main: {
        type: 'procedure',
        description:
          "Subscribes a URL to events of the caller's sandboxes: sandbox.created, sandbox.started, sandbox.stopped (data.reason: user, idle_timeout, failure, server_restart), sandbox.deleted, sandbox.failed (failed to start, or died: then also sandbox.stopped with reason failure), service.started, service.exited, service.failed, port.exposed, port.unexposed, backup.created, integration.delivery. Each is POSTed as JSON `{type, timestamp, data}` with Standard Webhooks headers `webhook-id` (the event id), `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 over `id.timestamp.body` with the decoded secret). Events are recorded in the same transaction as the change (an outbox) and delivered at least once: retried with exponential backoff (10 s, doubling, at most 1 h apart) until a 2xx answer, at most 16 attempts (about 7.5 hours; server settings), then FAILED. URLs must be http(s); loopback, private, link-local and other non-public addresses are refused (at subscription for literal addresses and `localhost`, at delivery for resolved names) unless the server runs with SVC_ALLOW_PRIVATE_WEBHOOKS=1. At most 25 subscriptions per actor.",
        input: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The subscription.',
            required: ['url'],
            properties: {
              url: {
                type: 'string',
                description: 'http(s) URL that receives the events.',
                format: 'uri',
                maxLength: 2048,
              },
              events: {
                type: 'array',
                description: 'Event types to receive (default all).',
                maxLength: 20,
                items: {
                  type: 'string',
                  description: 'An event type.',
                  minLength: 1,
                  maxLength: 50,
                  knownValues: [
                    'sandbox.created',
                    'sandbox.started',
                    'sandbox.stopped',
                    'sandbox.deleted',
                    'sandbox.failed',
                    'service.started',
                    'service.exited',
                    'service.failed',
                    'port.exposed',
                    'port.unexposed',
                    'backup.created',
                    'integration.delivery',
                  ],
                },
              },
              sandboxId: {
                type: 'string',
                description:
                  "Only events of this sandbox, by id or by name (default all the caller's sandboxes).",
                minLength: 1,
                maxLength: 100,
              },
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'ref',
            ref: 'lex:io.svc.event.defs#subscriptionView',
            description:
              'The subscription, with its signing secret (shown this once).',
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
          {
            name: 'TooManySubscriptions',
            description: '409: the caller already has 25 subscriptions.',
          },
        ],
      },
    },
  },
  IoSvcEventDefs: {
    lexicon: 1,
    id: 'io.svc.event.defs',
    description:
      "Views of event subscriptions (signed outbound webhooks about an actor's sandboxes).",
    defs: {
      subscriptionView: {
        type: 'object',
        description:
          "A URL that receives the caller's events as Standard Webhooks POSTs.",
        required: ['id', 'url', 'createdAt', 'updatedAt'],
        properties: {
          id: {
            type: 'string',
            description: 'Id of the subscription (sub-...).',
          },
          url: {
            type: 'string',
            description: 'Where events are POSTed.',
            format: 'uri',
          },
          events: {
            type: 'array',
            description: 'Event types delivered; absent = all.',
            items: {
              type: 'string',
              description: 'An event type.',
              knownValues: [
                'sandbox.created',
                'sandbox.started',
                'sandbox.stopped',
                'sandbox.deleted',
                'sandbox.failed',
                'service.started',
                'service.exited',
                'service.failed',
                'port.exposed',
                'port.unexposed',
                'backup.created',
                'integration.delivery',
              ],
            },
          },
          sandboxId: {
            type: 'string',
            description:
              "Only events of this sandbox; absent = all the caller's sandboxes.",
          },
          secret: {
            type: 'string',
            description:
              'The signing secret (`whsec_` + base64 of 24 random bytes; the HMAC key is the decoded bytes). Only in the answer of addSubscription: it is never shown again.',
          },
          createdAt: {
            type: 'string',
            description: 'When it was created.',
            format: 'datetime',
          },
          updatedAt: {
            type: 'string',
            description: 'When it was last changed.',
            format: 'datetime',
          },
        },
      },
      deliveryView: {
        type: 'object',
        description: 'One event sent (or being sent) to one subscription.',
        required: ['id', 'eventId', 'type', 'state', 'attempts', 'createdAt'],
        properties: {
          id: {
            type: 'string',
            description: 'Id of the delivery (evd-...).',
          },
          eventId: {
            type: 'string',
            description:
              'Id of the event (evt-...), sent as `webhook-id`: the same on every retry, so receivers can drop duplicates.',
          },
          type: {
            type: 'string',
            description: 'Event type.',
            knownValues: [
              'sandbox.created',
              'sandbox.started',
              'sandbox.stopped',
              'sandbox.deleted',
              'sandbox.failed',
              'service.started',
              'service.exited',
              'service.failed',
              'port.exposed',
              'port.unexposed',
              'backup.created',
              'integration.delivery',
            ],
          },
          state: {
            type: 'string',
            description:
              '`PENDING` (being retried), `DELIVERED` (answered 2xx) or `FAILED` (gave up).',
            knownValues: ['PENDING', 'DELIVERED', 'FAILED'],
          },
          attempts: {
            type: 'integer',
            description: 'Attempts made so far.',
            minimum: 0,
          },
          lastStatus: {
            type: 'integer',
            description: 'HTTP status of the last answer.',
          },
          lastError: {
            type: 'string',
            description: 'Why the last attempt failed.',
          },
          nextAttemptAt: {
            type: 'string',
            description: 'When it is tried next (PENDING only).',
            format: 'datetime',
          },
          deliveredAt: {
            type: 'string',
            description: 'When it was answered 2xx.',
            format: 'datetime',
          },
          createdAt: {
            type: 'string',
            description: 'When the event happened.',
            format: 'datetime',
          },
        },
      },
    },
  },
  IoSvcEventDeleteSubscription: {
    lexicon: 1,
    id: 'io.svc.event.deleteSubscription',
    defs: {
      main: {
        type: 'procedure',
        description:
          'Deletes a subscription and its delivery log; nothing more is sent to it (an attempt already under way may still arrive).',
        parameters: {
          type: 'params',
          required: ['id'],
          properties: {
            id: {
              type: 'string',
              description: 'Id of the subscription.',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SubscriptionNotFound',
            description: '404: no subscription of the caller has this id.',
          },
        ],
      },
    },
  },
  IoSvcEventGetDeliveries: {
    lexicon: 1,
    id: 'io.svc.event.getDeliveries',
    defs: {
      main: {
        type: 'query',
        description:
          'The delivery log of a subscription, newest first (ties by id). Finished deliveries are kept 7 days.',
        parameters: {
          type: 'params',
          required: ['id'],
          properties: {
            id: {
              type: 'string',
              description: 'Id of the subscription.',
              minLength: 1,
              maxLength: 100,
            },
            limit: {
              type: 'integer',
              description: 'Page size, 1..100 (default 50).',
              minimum: 1,
              maximum: 100,
              default: 50,
            },
            offset: {
              type: 'integer',
              description: 'Number of items skipped, >= 0 (default 0).',
              minimum: 0,
              default: 0,
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'A page.',
            required: ['deliveries', 'total'],
            properties: {
              deliveries: {
                type: 'array',
                description: 'The deliveries of this page.',
                items: {
                  type: 'ref',
                  ref: 'lex:io.svc.event.defs#deliveryView',
                  description: 'A delivery.',
                },
              },
              total: {
                type: 'integer',
                description:
                  'Number of items in the whole list, ignoring limit and offset.',
                minimum: 0,
              },
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SubscriptionNotFound',
            description: '404: no subscription of the caller has this id.',
          },
        ],
      },
    },
  },
  IoSvcEventGetSubscriptions: {
    lexicon: 1,
    id: 'io.svc.event.getSubscriptions',
    defs: {
      main: {
        type: 'query',
        description:
          "The caller's subscriptions, newest first (ties by id); secrets are never shown.",
        parameters: {
          type: 'params',
          properties: {
            limit: {
              type: 'integer',
              description: 'Page size, 1..100 (default 50).',
              minimum: 1,
              maximum: 100,
              default: 50,
            },
            offset: {
              type: 'integer',
              description: 'Number of items skipped, >= 0 (default 0).',
              minimum: 0,
              default: 0,
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'A page.',
            required: ['subscriptions', 'total'],
            properties: {
              subscriptions: {
                type: 'array',
                description: 'The subscriptions of this page.',
                items: {
                  type: 'ref',
                  ref: 'lex:io.svc.event.defs#subscriptionView',
                  description: 'A subscription.',
                },
              },
              total: {
                type: 'integer',
                description:
                  'Number of items in the whole list, ignoring limit and offset.',
                minimum: 0,
              },
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
        ],
      },
    },
  },
  IoSvcFileAddFile: {
    lexicon: 1,
    id: 'io.svc.file.addFile',
    defs: {
      main: {
        type: 'procedure',
        description:
          'Adds a file to a sandbox. The content is encrypted at rest and write-only; it is written into the sandbox at once when it runs and again at every start.',
        input: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The new item.',
            required: ['file'],
            properties: {
              file: {
                type: 'ref',
                ref: 'lex:io.svc.file.defs#fileInput',
                description: 'The file.',
              },
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'ref',
            ref: 'lex:io.svc.file.defs#fileView',
            description: 'The file.',
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
          {
            name: 'PathTaken',
            description: '409: the path is already used in this sandbox.',
          },
        ],
      },
    },
  },
  IoSvcFileDefs: {
    lexicon: 1,
    id: 'io.svc.file.defs',
    description: 'Views and inputs of files.',
    defs: {
      fileView: {
        type: 'object',
        description: 'A file of a sandbox.',
        required: ['id', 'path', 'size', 'createdAt', 'updatedAt'],
        properties: {
          id: {
            type: 'string',
            description: 'Id (fil-...).',
          },
          path: {
            type: 'string',
            description: 'Absolute path inside the sandbox.',
          },
          size: {
            type: 'integer',
            description: 'Size of the content in bytes.',
            minimum: 0,
          },
          createdAt: {
            type: 'string',
            description: 'When it was created.',
            format: 'datetime',
          },
          updatedAt: {
            type: 'string',
            description: 'When it was last changed.',
            format: 'datetime',
          },
        },
      },
      fileInput: {
        type: 'object',
        description:
          'A file to add or update. The content is encrypted at rest and write-only; it is written into the sandbox at once when it runs and again at every start.',
        required: ['path', 'content', 'sandboxId'],
        properties: {
          path: {
            type: 'string',
            description:
              'Absolute path inside the sandbox; no "..", at most 1024 characters.',
            minLength: 1,
            maxLength: 1024,
          },
          content: {
            type: 'string',
            description:
              'Content, plain or sealed (see `sealed`); at most 1 MiB plain.',
            maxLength: 1500000,
          },
          sandboxId: {
            type: 'string',
            description: 'The sandbox it belongs to, by id or name.',
            minLength: 1,
            maxLength: 100,
          },
          sealed: {
            type: 'boolean',
            description:
              "When true, content is a base64 libsodium sealed box to the server's public key.",
          },
        },
      },
    },
  },
  IoSvcFileDeleteFile: {
    lexicon: 1,
    id: 'io.svc.file.deleteFile',
    defs: {
      main: {
        type: 'procedure',
        description: 'Deletes a file.',
        parameters: {
          type: 'params',
          required: ['id'],
          properties: {
            id: {
              type: 'string',
              description: 'Id of the file.',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'FileNotFound',
            description: '404: no file of the caller has this id.',
          },
        ],
      },
    },
  },
  IoSvcFileGetFile: {
    lexicon: 1,
    id: 'io.svc.file.getFile',
    defs: {
      main: {
        type: 'query',
        description: 'One file.',
        parameters: {
          type: 'params',
          required: ['id'],
          properties: {
            id: {
              type: 'string',
              description: 'Id of the file.',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The file.',
            required: ['file'],
            properties: {
              file: {
                type: 'ref',
                ref: 'lex:io.svc.file.defs#fileView',
                description: 'The file.',
              },
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'FileNotFound',
            description: '404: no file of the caller has this id.',
          },
        ],
      },
    },
  },
  IoSvcFileGetFiles: {
    lexicon: 1,
    id: 'io.svc.file.getFiles',
    defs: {
      main: {
        type: 'query',
        description: 'The files of a sandbox, newest first (ties by id).',
        parameters: {
          type: 'params',
          required: ['sandboxId'],
          properties: {
            sandboxId: {
              type: 'string',
              description:
                'The sandbox, by id or by name (names are unique per actor).',
              minLength: 1,
              maxLength: 100,
            },
            limit: {
              type: 'integer',
              description: 'Page size, 1..100 (default 50).',
              minimum: 1,
              maximum: 100,
              default: 50,
            },
            offset: {
              type: 'integer',
              description: 'Number of items skipped, >= 0 (default 0).',
              minimum: 0,
              default: 0,
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'A page.',
            required: ['files', 'total'],
            properties: {
              files: {
                type: 'array',
                description: 'The files of this page.',
                items: {
                  type: 'ref',
                  ref: 'lex:io.svc.file.defs#fileView',
                  description: 'The file.',
                },
              },
              total: {
                type: 'integer',
                description:
                  'Number of items in the whole list, ignoring limit and offset.',
                minimum: 0,
              },
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
        ],
      },
    },
  },
  IoSvcFileUpdateFile: {
    lexicon: 1,
    id: 'io.svc.file.updateFile',
    defs: {
      main: {
        type: 'procedure',
        description:
          'Replaces a file. Its sandboxId must name the sandbox it belongs to (it cannot be moved). The content is encrypted at rest and write-only; it is written into the sandbox at once when it runs and again at every start.',
        input: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The update.',
            required: ['id', 'file'],
            properties: {
              id: {
                type: 'string',
                description: 'Id of the file.',
                minLength: 1,
                maxLength: 100,
              },
              file: {
                type: 'ref',
                ref: 'lex:io.svc.file.defs#fileInput',
                description: 'The file.',
              },
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'ref',
            ref: 'lex:io.svc.file.defs#fileView',
            description: 'The file.',
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'FileNotFound',
            description: '404: no file of the caller has this id.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
          {
            name: 'PathTaken',
            description: '409: the path is already used in this sandbox.',
          },
        ],
      },
    },
  },
  IoSvcPortDefs: {
    lexicon: 1,
    id: 'io.svc.port.defs',
    description: 'Views of exposed ports.',
    defs: {
      portView: {
        type: 'object',
        description: 'A port of a sandbox exposed through a preview URL.',
        required: ['port', 'previewUrl'],
        properties: {
          port: {
            type: 'integer',
            description: 'The port inside the sandbox.',
            minimum: 1025,
            maximum: 65535,
          },
          description: {
            type: 'string',
            description: 'Free text description.',
            maxLength: 3000,
          },
          previewUrl: {
            type: 'string',
            description: 'URL that reaches the port.',
            format: 'uri',
          },
          private: {
            type: 'boolean',
            description:
              "True: the preview answers only the sandbox's owner (see io.svc.sandbox.exposePort).",
          },
        },
      },
    },
  },
  IoSvcPublicKeyGetPublicKey: {
    lexicon: 1,
    id: 'io.svc.publicKey.getPublicKey',
    defs: {
      main: {
        type: 'query',
        description:
          "The server's X25519 public key for libsodium sealed boxes (crypto_box_seal): secret values, file contents and VPN auth keys may be sent sealed to it.",
        output: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The key.',
            required: ['keyId', 'publicKey'],
            properties: {
              keyId: {
                type: 'string',
                description: 'Id of the key (changes if the key is replaced).',
              },
              publicKey: {
                type: 'string',
                description: 'The public key, 32 bytes in hex.',
              },
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
        ],
      },
    },
  },
  IoSvcSandboxCreateBackup: {
    lexicon: 1,
    id: 'io.svc.sandbox.createBackup',
    defs: {
      main: {
        type: 'procedure',
        description:
          "Takes a compressed snapshot of a directory of the running sandbox, stored by the server under its data directory (backups/<sandboxId>/<backupId>.tar.gz: a gzip-compressed tar of the directory's contents at the archive root, read as the sandbox user). The backup outlives stopping and starting the sandbox; it is deleted when it expires (ttl), by deleteBackup, or with its sandbox. Its compressed size is capped (default 2 GiB, SVC_ARCHIVE_MAX_BYTES). Consistency: tar reads each file once, in directory order, while the sandbox keeps running. A directory whose files are not written during the operation is captured exactly; a file written meanwhile may be captured at any length between its old and new content, and files created or deleted meanwhile may or may not be included (tar's 'file changed as we read it' is accepted, not an error). Stop the writers, or stop and start around it, for an exact snapshot.",
        parameters: {
          type: 'params',
          required: ['id'],
          properties: {
            id: {
              type: 'string',
              description:
                'The sandbox, by id or by name (names are unique per actor).',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        input: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'What to back up.',
            required: ['directory'],
            properties: {
              directory: {
                type: 'string',
                description: 'Absolute path of a directory inside the sandbox.',
                minLength: 1,
                maxLength: 1024,
              },
              description: {
                type: 'string',
                description: 'Free text description.',
                maxLength: 3000,
              },
              ttl: {
                type: 'integer',
                description:
                  'Seconds the backup is kept (default 259200 = 3 days, at least 60, at most 90 days). Once expired it disappears from getBackups at once and from disk within a minute.',
                minimum: 60,
                maximum: 7776000,
              },
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'ref',
            ref: 'lex:io.svc.sandbox.defs#backupView',
            description: 'The backup.',
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
          {
            name: 'SandboxNotRunning',
            description:
              '409: the operation needs the sandbox to be RUNNING and it is not.',
          },
          {
            name: 'DirectoryNotFound',
            description: '404: the directory does not exist in the sandbox.',
          },
          {
            name: 'PayloadTooLarge',
            description:
              "413: the compressed archive would exceed the server's cap on one archive (default 2 GiB, SVC_ARCHIVE_MAX_BYTES); nothing is kept.",
          },
        ],
      },
    },
  },
  IoSvcSandboxCreateIntegration: {
    lexicon: 1,
    id: 'io.svc.sandbox.createIntegration',
    defs: {
      main: {
        type: 'procedure',
        description:
          'Creates an inbound webhook integration for a sandbox; its webhookUrl ({publicUrl}/hooks/{id}/{secret}) is unguessable. A POST to it (any content type, body at most 1 MiB, else 413) is answered 202 `{id}` at once and recorded as a delivery (the last 100 per integration are kept); each delivery is written into the sandbox as /home/sandbox/.svc/integrations/{name}/{deliveryId}.json (name with anything outside [A-Za-z0-9._-] replaced by `_`) when it runs, or at its next start, and forwarded to the target if one is given. Unknown ids, wrong secrets and deleted integrations answer 404.',
        input: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The integration.',
            required: ['id', 'name'],
            properties: {
              id: {
                type: 'string',
                description:
                  'The sandbox, by id or by name (names are unique per actor).',
                minLength: 1,
                maxLength: 100,
              },
              name: {
                type: 'string',
                description:
                  'Name of the external product (GitHub, Slack, ...).',
                minLength: 1,
                maxLength: 50,
              },
              target: {
                type: 'ref',
                ref: 'lex:io.svc.sandbox.defs#integrationTarget',
                description:
                  'Optional: forward each delivery to a service or port of the sandbox.',
              },
              signingSecret: {
                type: 'string',
                description:
                  'Optional: the secret the sender signs with. Then a delivery must carry a valid `X-Hub-Signature-256` (GitHub: `sha256=` + hex HMAC-SHA256 of the body) or Standard Webhooks headers (`webhook-id`, `webhook-timestamp` within 5 minutes, `webhook-signature` `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`; a `whsec_` secret is base64-decoded first); otherwise it is answered 401 and recorded as REFUSED. Encrypted at rest, never returned.',
                minLength: 1,
                maxLength: 1024,
              },
              sealed: {
                type: 'boolean',
                description:
                  "When true, signingSecret is a base64 libsodium sealed box to the server's public key (io.svc.publicKey.getPublicKey).",
              },
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'ref',
            ref: 'lex:io.svc.sandbox.defs#integrationView',
            description: 'The integration.',
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
        ],
      },
    },
  },
  IoSvcSandboxCreateSandbox: {
    lexicon: 1,
    id: 'io.svc.sandbox.createSandbox',
    defs: {
      main: {
        type: 'procedure',
        description:
          'Creates a sandbox for the caller, and starts it unless `start` is false. Defaults: provider "local", vcpus 1, memory 1 GiB, disk 10 GiB, timeout 900 s.',
        input: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The new sandbox.',
            required: [],
            properties: {
              base: {
                type: 'string',
                description:
                  'Catalog entry to create from, by id or name; its settings are the defaults of this sandbox.',
                maxLength: 100,
              },
              name: {
                type: 'string',
                description:
                  'Name, unique per actor: letters, digits, ".", "_", "-", starting with a letter or digit, not starting with "sbx-". Generated (adjective-noun-xxxx) when absent.',
                minLength: 1,
                maxLength: 50,
              },
              description: {
                type: 'string',
                description: 'Free text description.',
                maxLength: 3000,
              },
              provider: {
                type: 'string',
                description:
                  'Name of the hosting provider (engine) that runs the sandbox.',
                maxLength: 50,
              },
              topics: {
                type: 'array',
                description: 'Topics (tags).',
                items: {
                  type: 'string',
                  description: 'A topic.',
                  minLength: 1,
                  maxLength: 50,
                },
                maxLength: 50,
              },
              repo: {
                type: 'string',
                description: 'Git repository URL cloned into the workspace.',
                maxLength: 2048,
              },
              website: {
                type: 'string',
                description: 'Any related URI.',
                format: 'uri',
              },
              logo: {
                type: 'string',
                description: 'URI of a logo image.',
                format: 'uri',
              },
              readme: {
                type: 'string',
                description: 'URI of a README.',
                format: 'uri',
              },
              vcpus: {
                type: 'integer',
                description: 'Number of virtual CPUs (1..64).',
                minimum: 1,
                maximum: 64,
              },
              memory: {
                type: 'integer',
                description: 'Memory limit in GiB (1..256).',
                minimum: 1,
                maximum: 256,
              },
              disk: {
                type: 'integer',
                description: 'Disk quota in GiB (1..1024).',
                minimum: 1,
                maximum: 1024,
              },
              envs: {
                type: 'array',
                description: 'Variables to add to the sandbox.',
                items: {
                  type: 'ref',
                  ref: 'lex:io.svc.sandbox.defs#envVar',
                  description: 'A name and value.',
                },
                maxLength: 200,
              },
              secrets: {
                type: 'array',
                description:
                  'Secrets to add to the sandbox (stored encrypted, never returned).',
                items: {
                  type: 'ref',
                  ref: 'lex:io.svc.sandbox.defs#envVar',
                  description: 'A name and value.',
                },
                maxLength: 200,
              },
              keepAlive: {
                type: 'boolean',
                description:
                  'When true, the idle timeout never stops the sandbox (default false).',
              },
              timeout: {
                type: 'integer',
                description:
                  'Idle seconds before an automatic stop, 0 = never (default 900, at most 7 days).',
                minimum: 0,
                maximum: 604800,
              },
              start: {
                type: 'boolean',
                description: 'Start the sandbox at once (default true).',
              },
              network: {
                type: 'ref',
                ref: 'lex:io.svc.sandbox.defs#networkSettings',
                description:
                  'Outbound network (default `{"mode": "none"}`: loopback only).',
              },
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'ref',
            ref: 'lex:io.svc.sandbox.defs#sandboxViewDetailed',
            description: 'The sandbox.',
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'NameTaken',
            description: '409: the name is already used in this scope.',
          },
          {
            name: 'BaseSandboxNotFound',
            description: '404: no catalog entry has this id or name.',
          },
          {
            name: 'EngineUnavailable',
            description:
              '503: the sandbox engine cannot run sandboxes on this server (see the health endpoint for why).',
          },
        ],
      },
    },
  },
  IoSvcSandboxDefs: {
    lexicon: 1,
    id: 'io.svc.sandbox.defs',
    description: 'Views and shared objects of the sandbox group.',
    defs: {
      sandboxViewBasic: {
        type: 'object',
        description:
          'A catalog entry: a base sandbox (template) one can create a sandbox from.',
        required: ['id', 'name', 'installs', 'createdAt'],
        properties: {
          id: {
            type: 'string',
            description:
              'Unique id of the sandbox (sbx-..., usable as a DNS label).',
          },
          name: {
            type: 'string',
            description: 'Name, unique per actor.',
            maxLength: 50,
          },
          provider: {
            type: 'string',
            description:
              'Name of the hosting provider (engine) that runs the sandbox.',
            maxLength: 50,
          },
          description: {
            type: 'string',
            description: 'Free text description.',
            maxLength: 3000,
          },
          website: {
            type: 'string',
            description: 'Any related URI.',
            format: 'uri',
          },
          logo: {
            type: 'string',
            description: 'URI of a logo image.',
            format: 'uri',
          },
          topics: {
            type: 'array',
            description: 'Topics (tags).',
            items: {
              type: 'string',
              description: 'A topic.',
              minLength: 1,
              maxLength: 50,
            },
            maxLength: 50,
          },
          repo: {
            type: 'string',
            description: 'Git repository URL cloned into the workspace.',
            maxLength: 2048,
          },
          readme: {
            type: 'string',
            description: 'URI of a README.',
            format: 'uri',
          },
          vcpus: {
            type: 'integer',
            description: 'Number of virtual CPUs.',
            minimum: 1,
          },
          memory: {
            type: 'integer',
            description: 'Memory limit in GiB.',
            minimum: 1,
          },
          disk: {
            type: 'integer',
            description: 'Disk quota in GiB.',
            minimum: 1,
          },
          ports: {
            type: 'array',
            description:
              'Ports: exposed ports for a sandbox, ports its services listen on for a catalog entry.',
            items: {
              type: 'integer',
              description: 'A port.',
              minimum: 1025,
              maximum: 65535,
            },
            maxLength: 100,
          },
          installs: {
            type: 'integer',
            description: 'Number of sandboxes created from this one.',
            minimum: 0,
          },
          createdAt: {
            type: 'string',
            description: 'When it was created.',
            format: 'datetime',
          },
        },
      },
      sandboxViewDetailed: {
        type: 'object',
        description: 'A sandbox of an actor, with its live status.',
        required: [
          'id',
          'name',
          'provider',
          'status',
          'timeout',
          'keepAlive',
          'installs',
          'owner',
          'createdAt',
          'updatedAt',
        ],
        properties: {
          id: {
            type: 'string',
            description:
              'Unique id of the sandbox (sbx-..., usable as a DNS label).',
          },
          name: {
            type: 'string',
            description: 'Name, unique per actor.',
            maxLength: 50,
          },
          provider: {
            type: 'string',
            description:
              'Name of the hosting provider (engine) that runs the sandbox.',
            maxLength: 50,
          },
          description: {
            type: 'string',
            description: 'Free text description.',
            maxLength: 3000,
          },
          website: {
            type: 'string',
            description: 'Any related URI.',
            format: 'uri',
          },
          logo: {
            type: 'string',
            description: 'URI of a logo image.',
            format: 'uri',
          },
          topics: {
            type: 'array',
            description: 'Topics (tags).',
            items: {
              type: 'string',
              description: 'A topic.',
              minLength: 1,
              maxLength: 50,
            },
            maxLength: 50,
          },
          repo: {
            type: 'string',
            description: 'Git repository URL cloned into the workspace.',
            maxLength: 2048,
          },
          readme: {
            type: 'string',
            description: 'URI of a README.',
            format: 'uri',
          },
          vcpus: {
            type: 'integer',
            description: 'Number of virtual CPUs.',
            minimum: 1,
          },
          memory: {
            type: 'integer',
            description: 'Memory limit in GiB.',
            minimum: 1,
          },
          disk: {
            type: 'integer',
            description: 'Disk quota in GiB.',
            minimum: 1,
          },
          ports: {
            type: 'array',
            description:
              'Ports: exposed ports for a sandbox, ports its services listen on for a catalog entry.',
            items: {
              type: 'integer',
              description: 'A port.',
              minimum: 1025,
              maximum: 65535,
            },
            maxLength: 100,
          },
          installs: {
            type: 'integer',
            description: 'Number of sandboxes created from this one.',
            minimum: 0,
          },
          createdAt: {
            type: 'string',
            description: 'When it was created.',
            format: 'datetime',
          },
          status: {
            type: 'string',
            description: 'Live status of the sandbox.',
            knownValues: [
              'INITIALIZING',
              'RUNNING',
              'STOPPING',
              'STOPPED',
              'FAILED',
            ],
          },
          statusReason: {
            type: 'string',
            description:
              'Why the sandbox is FAILED or was stopped, when known.',
          },
          startedAt: {
            type: 'string',
            description: 'When the sandbox last started.',
            format: 'datetime',
          },
          timeout: {
            type: 'integer',
            description:
              'Idle seconds without activity before the sandbox is stopped automatically; 0 = never.',
            minimum: 0,
          },
          keepAlive: {
            type: 'boolean',
            description: 'When true, the idle timeout never stops the sandbox.',
          },
          baseSandbox: {
            type: 'string',
            description:
              'Id of the catalog entry this sandbox was created from, if any.',
          },
          owner: {
            type: 'ref',
            ref: 'lex:io.svc.sandbox.defs#ownerView',
            description: 'The owner.',
          },
          updatedAt: {
            type: 'string',
            description: 'When it was last changed.',
            format: 'datetime',
          },
          vpn: {
            type: 'string',
            description:
              'Mesh-VPN state: `none` (no auth key), `key-only` (the key is given to the sandbox as VPN_AUTH_KEY and in /home/sandbox/.svc/vpn-auth-key, but no tailscale-compatible client was found in its userland, or it is not up, or the sandbox is not running), `connected` (a `tailscale` client in the sandbox was brought up with the key in userspace-networking mode).',
            knownValues: ['none', 'key-only', 'connected'],
          },
          network: {
            type: 'ref',
            ref: 'lex:io.svc.sandbox.defs#networkSettings',
            description: 'Outbound network of the sandbox (set at creation).',
          },
        },
      },
      networkSettings: {
        type: 'object',
        description:
          "Outbound network. `none`: loopback only (the default). `full`: IPv4 to anywhere the server can reach, through a user-mode network stack (slirp4netns) in the sandbox's network namespace; inside, the gateway is 10.0.2.2 and the DNS forwarder 10.0.2.3; the server's own loopback is refused unless its operator allows it (SVC_SANDBOX_HOST_LOOPBACK=1: then it is 10.0.2.2). With `allow`, only the listed destinations are routed; anything else fails at once (network unreachable). Host names are resolved to IPv4 addresses once, when the sandbox starts, and written to its /etc/hosts; DNS is then off in the sandbox, so other names do not resolve. Takes effect at every start. Inbound traffic only ever arrives through exposed ports.",
        required: ['mode'],
        properties: {
          mode: {
            type: 'string',
            description: '`none` or `full`.',
            knownValues: ['none', 'full'],
            maxLength: 16,
          },
          allow: {
            type: 'array',
            description:
              'With mode `full`: the only destinations, each an IPv4 address, an IPv4 CIDR (`10.1.0.0/16`) or a host name (resolved at start; a name that does not resolve makes the start fail). Absent: everywhere. IPv6 is not supported.',
            items: {
              type: 'string',
              description: 'IPv4 address, IPv4 CIDR or host name.',
              minLength: 1,
              maxLength: 253,
            },
            minLength: 1,
            maxLength: 64,
          },
        },
      },
      ownerView: {
        type: 'object',
        description: 'The actor that owns a sandbox.',
        required: ['did', 'handle'],
        properties: {
          did: {
            type: 'string',
            description: 'DID of the owner.',
            format: 'did',
          },
          handle: {
            type: 'string',
            description: 'Handle of the owner.',
            format: 'handle',
          },
          displayName: {
            type: 'string',
            description: 'Display name of the owner.',
          },
          avatar: {
            type: 'string',
            description: "URL of the owner's avatar.",
            format: 'uri',
          },
        },
      },
      envVar: {
        type: 'object',
        description: 'A name and a value for the environment.',
        required: ['name', 'value'],
        properties: {
          name: {
            type: 'string',
            description: 'Environment variable name: [A-Za-z_][A-Za-z0-9_]*.',
            minLength: 1,
            maxLength: 128,
          },
          value: {
            type: 'string',
            description: 'Value (at most 32 KiB).',
            maxLength: 32768,
          },
        },
      },
      vpnAuthKeyView: {
        type: 'object',
        description:
          'The mesh-VPN auth key record of a sandbox. The plain key is never returned.',
        required: ['id', 'authKey', 'redacted', 'createdAt', 'updatedAt'],
        properties: {
          id: {
            type: 'string',
            description: 'Id of the key record.',
          },
          authKey: {
            type: 'string',
            description:
              'The key in redacted form (the plain key is never returned).',
          },
          redacted: {
            type: 'string',
            description:
              'The redacted form of the key, computed by the server.',
          },
          createdAt: {
            type: 'string',
            description: 'When the key was first put.',
            format: 'datetime',
          },
          updatedAt: {
            type: 'string',
            description: 'When the key was last replaced.',
            format: 'datetime',
          },
        },
      },
      integrationView: {
        type: 'object',
        description: 'An inbound webhook integration of a sandbox.',
        required: [
          'id',
          'name',
          'webhookUrl',
          'signed',
          'createdAt',
          'updatedAt',
        ],
        properties: {
          id: {
            type: 'string',
            description: 'Id of the integration (int-...).',
          },
          name: {
            type: 'string',
            description:
              'Name of the external product it connects to (GitHub, Slack, ...).',
            maxLength: 50,
          },
          webhookUrl: {
            type: 'string',
            description:
              'Unguessable URL on this server to paste into the external product; it stops working when the integration is deleted.',
            format: 'uri',
          },
          target: {
            type: 'ref',
            ref: 'lex:io.svc.sandbox.defs#integrationTarget',
            description:
              'Where each delivery is forwarded inside the sandbox, if anywhere.',
          },
          signed: {
            type: 'boolean',
            description:
              'True when the integration has a signing secret: deliveries must carry a valid `X-Hub-Signature-256` (GitHub) or Standard Webhooks `webhook-signature`.',
          },
          createdAt: {
            type: 'string',
            description: 'When it was created.',
            format: 'datetime',
          },
          updatedAt: {
            type: 'string',
            description: 'When it was last changed.',
            format: 'datetime',
          },
        },
      },
      backupView: {
        type: 'object',
        description: 'A compressed snapshot of one directory of a sandbox.',
        required: ['id', 'directory', 'size', 'expiresAt', 'createdAt'],
        properties: {
          id: {
            type: 'string',
            description: 'Id of the backup (bak-...).',
          },
          directory: {
            type: 'string',
            description:
              'Absolute path of the directory inside the sandbox; restoreBackup restores into it.',
          },
          description: {
            type: 'string',
            description: 'Free text description.',
            maxLength: 3000,
          },
          size: {
            type: 'integer',
            description: 'Size of the compressed snapshot (.tar.gz) in bytes.',
            minimum: 0,
          },
          expiresAt: {
            type: 'string',
            description:
              'When the backup expires: from then on it is not listed or restorable, and the server deletes it from disk.',
            format: 'datetime',
          },
          createdAt: {
            type: 'string',
            description: 'When it was taken.',
            format: 'datetime',
          },
        },
      },
      integrationTarget: {
        type: 'object',
        description:
          'An HTTP endpoint inside the sandbox that receives each delivery as a POST with the original body and headers plus `X-Svc-Delivery-Id` and `X-Svc-Integration-Id`. Exactly one of `service` and `port`. Retried with exponential backoff (from 1 s, doubling, at most 5 min apart) until it answers 2xx, at most 10 attempts (server setting); attempts wait while the sandbox is stopped.',
        properties: {
          service: {
            type: 'string',
            description:
              'Name of a service of the sandbox; its first port is used.',
            minLength: 1,
            maxLength: 100,
          },
          port: {
            type: 'integer',
            description: 'A port inside the sandbox (127.0.0.1).',
            minimum: 1025,
            maximum: 65535,
          },
          path: {
            type: 'string',
            description: 'Request path, starting with `/` (default `/`).',
            minLength: 1,
            maxLength: 2048,
          },
        },
      },
      headerView: {
        type: 'object',
        description:
          'One HTTP header as received (duplicates are kept as separate entries).',
        required: ['name', 'value'],
        properties: {
          name: {
            type: 'string',
            description: 'Header name, lowercase.',
          },
          value: {
            type: 'string',
            description: 'Header value.',
          },
        },
      },
      integrationDeliveryView: {
        type: 'object',
        description:
          "One request received at an integration's webhook URL and what became of it.",
        required: [
          'id',
          'integrationId',
          'receivedAt',
          'method',
          'headers',
          'body',
          'bodyEncoding',
          'size',
          'state',
          'attempts',
        ],
        properties: {
          id: {
            type: 'string',
            description:
              'Id of the delivery (dlv-...); also the name of its file in the sandbox and the `X-Svc-Delivery-Id` header of the forward.',
          },
          integrationId: {
            type: 'string',
            description: 'Id of the integration (int-...).',
          },
          receivedAt: {
            type: 'string',
            description: 'When the request was received.',
            format: 'datetime',
          },
          method: {
            type: 'string',
            description: 'HTTP method of the request.',
          },
          headers: {
            type: 'array',
            description:
              'Request headers, minus hop-by-hop ones (Connection, Keep-Alive, Proxy-*, TE, Trailer, Transfer-Encoding, Upgrade, Expect, and those named in Connection).',
            items: {
              type: 'ref',
              ref: 'lex:io.svc.sandbox.defs#headerView',
              description: 'A header.',
            },
          },
          body: {
            type: 'string',
            description:
              'The request body (at most 1 MiB): UTF-8 text, or base64 when it is not valid UTF-8 (see bodyEncoding).',
          },
          bodyEncoding: {
            type: 'string',
            description: 'How `body` is written: `utf8` or `base64`.',
            knownValues: ['utf8', 'base64'],
          },
          size: {
            type: 'integer',
            description: 'Size of the body in bytes.',
            minimum: 0,
          },
          state: {
            type: 'string',
            description:
              '`REFUSED`: its signature did not verify (answered 401, never handed over). `PENDING`: not yet written into the sandbox (it is not running) or its forward is still being retried. `DELIVERED`: written as /home/sandbox/.svc/integrations/{name}/{id}.json and, with a target, forwarded with a 2xx answer. `FAILED`: the forward gave up after its last attempt (the file was written).',
            knownValues: ['REFUSED', 'PENDING', 'DELIVERED', 'FAILED'],
          },
          fileWrittenAt: {
            type: 'string',
            description: 'When its JSON file was written into the sandbox.',
            format: 'datetime',
          },
          forwardedAt: {
            type: 'string',
            description: 'When the target answered 2xx.',
            format: 'datetime',
          },
          attempts: {
            type: 'integer',
            description: 'Forward attempts made so far (0 without a target).',
            minimum: 0,
          },
          lastStatus: {
            type: 'integer',
            description: "HTTP status of the target's last answer.",
          },
          lastError: {
            type: 'string',
            description:
              'Why the last forward attempt or signature check failed.',
          },
          nextAttemptAt: {
            type: 'string',
            description:
              'When the forward is tried next (while the sandbox runs).',
            format: 'datetime',
          },
        },
      },
    },
  },
  IoSvcSandboxDeleteBackup: {
    lexicon: 1,
    id: 'io.svc.sandbox.deleteBackup',
    defs: {
      main: {
        type: 'procedure',
        description:
          'Deletes a backup: its record and its archive on disk go at once. The sandbox may be running or not.',
        parameters: {
          type: 'params',
          required: ['id'],
          properties: {
            id: {
              type: 'string',
              description: 'Id of the backup (bak-...).',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'BackupNotFound',
            description:
              '404: no backup of the caller has this id, or it expired (expired backups are deleted by the server).',
          },
        ],
      },
    },
  },
  IoSvcSandboxDeleteIntegration: {
    lexicon: 1,
    id: 'io.svc.sandbox.deleteIntegration',
    defs: {
      main: {
        type: 'procedure',
        description:
          'Deletes an integration; its webhook URL stops working at once.',
        parameters: {
          type: 'params',
          required: ['id'],
          properties: {
            id: {
              type: 'string',
              description: 'Id of the integration.',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'IntegrationNotFound',
            description: '404: no integration of the caller has this id.',
          },
        ],
      },
    },
  },
  IoSvcSandboxDeleteSandbox: {
    lexicon: 1,
    id: 'io.svc.sandbox.deleteSandbox',
    defs: {
      main: {
        type: 'procedure',
        description:
          'Stops and deletes a sandbox with its workspace, volumes, backups and every record attached to it.',
        parameters: {
          type: 'params',
          required: ['id'],
          properties: {
            id: {
              type: 'string',
              description:
                'The sandbox, by id or by name (names are unique per actor).',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
        ],
      },
    },
  },
  IoSvcSandboxExec: {
    lexicon: 1,
    id: 'io.svc.sandbox.exec',
    defs: {
      main: {
        type: 'procedure',
        description:
          'Runs `sh -c command` in the running sandbox, with its variables and secrets in the environment. stdout and stderr are captured separately, each capped at 1 MiB (then `truncated` is true). On timeout the whole process tree is killed and exitCode is 124.',
        parameters: {
          type: 'params',
          required: ['id'],
          properties: {
            id: {
              type: 'string',
              description:
                'The sandbox, by id or by name (names are unique per actor).',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        input: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The command.',
            required: ['command'],
            properties: {
              command: {
                type: 'string',
                description: 'Shell command line.',
                minLength: 1,
                maxLength: 100000,
              },
              cwd: {
                type: 'string',
                description:
                  'Absolute working directory inside the sandbox (default /home/sandbox).',
                maxLength: 1024,
              },
              env: {
                type: 'array',
                description:
                  "Extra environment for this command, over the sandbox's variables and secrets.",
                items: {
                  type: 'ref',
                  ref: 'lex:io.svc.sandbox.defs#envVar',
                  description: 'A name and value.',
                },
                maxLength: 200,
              },
              timeout: {
                type: 'integer',
                description:
                  'Seconds before the command is killed (default 60, at most 3600).',
                minimum: 1,
                maximum: 3600,
              },
              stdin: {
                type: 'string',
                description: 'Text given on standard input (at most 1 MiB).',
                maxLength: 1048576,
              },
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The result.',
            required: [
              'stdout',
              'stderr',
              'exitCode',
              'durationMs',
              'truncated',
            ],
            properties: {
              stdout: {
                type: 'string',
                description:
                  'Standard output (invalid UTF-8 replaced by U+FFFD).',
              },
              stderr: {
                type: 'string',
                description:
                  'Standard error (invalid UTF-8 replaced by U+FFFD).',
              },
              exitCode: {
                type: 'integer',
                description:
                  'Exit code; 124 on timeout, 128+n when killed by signal n.',
              },
              durationMs: {
                type: 'integer',
                description: 'Wall time in milliseconds.',
                minimum: 0,
              },
              truncated: {
                type: 'boolean',
                description: 'True when stdout or stderr was cut at the cap.',
              },
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
          {
            name: 'SandboxNotRunning',
            description:
              '409: the operation needs the sandbox to be RUNNING and it is not.',
          },
        ],
      },
    },
  },
  IoSvcSandboxExposePort: {
    lexicon: 1,
    id: 'io.svc.sandbox.exposePort',
    defs: {
      main: {
        type: 'procedure',
        description:
          'Exposes a port of the sandbox through a preview URL. Exposing works whether or not the sandbox runs; traffic reaches the port while it runs. Preview URLs: `http://{port}-{sandboxId}.{previewDomain}[:{server port}]/` (by Host header) and `{server}/preview/{sandboxId}/{port}/`; HTTP and WebSocket. Errors are short text pages: 404 unknown sandbox or port not exposed, 401 private preview without a valid token, 503 sandbox not running, 502 nothing answers on the port, 504 no answer in time.',
        parameters: {
          type: 'params',
          required: ['id'],
          properties: {
            id: {
              type: 'string',
              description:
                'The sandbox, by id or by name (names are unique per actor).',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        input: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The port.',
            required: ['port'],
            properties: {
              port: {
                type: 'integer',
                description: 'Port inside the sandbox (1025..65535).',
                minimum: 1025,
                maximum: 65535,
              },
              description: {
                type: 'string',
                description: 'Free text description.',
                maxLength: 3000,
              },
              private: {
                type: 'boolean',
                description:
                  "Default false: anyone with the preview URL reaches the port (like a hosted preview). True: only the sandbox's owner, with `Authorization: Bearer <access token>` (removed before the request reaches the sandbox), or in a browser by opening the preview URL once with `?svc_token=<access token>`: the server answers with an HttpOnly cookie for that preview only (12 h at most, never past the token's expiry, void once the token is revoked) and redirects to the same URL without the token.",
              },
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The preview.',
            required: ['previewUrl'],
            properties: {
              previewUrl: {
                type: 'string',
                description: 'URL that reaches the port.',
                format: 'uri',
              },
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
          {
            name: 'PortAlreadyExposed',
            description: '409: the port is already exposed.',
          },
          {
            name: 'TooManyPorts',
            description: '409: the sandbox already exposes 100 ports.',
          },
        ],
      },
    },
  },
  IoSvcSandboxGetBackups: {
    lexicon: 1,
    id: 'io.svc.sandbox.getBackups',
    defs: {
      main: {
        type: 'query',
        description:
          'Backups of a sandbox, newest first (ties by id); expired backups are never listed, and the server deletes them from disk at start and every minute.',
        parameters: {
          type: 'params',
          required: ['id'],
          properties: {
            id: {
              type: 'string',
              description:
                'The sandbox, by id or by name (names are unique per actor).',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The backups.',
            required: ['backups'],
            properties: {
              backups: {
                type: 'array',
                description: 'Backups.',
                items: {
                  type: 'ref',
                  ref: 'lex:io.svc.sandbox.defs#backupView',
                  description: 'A backup.',
                },
              },
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
        ],
      },
    },
  },
  IoSvcSandboxGetExposedPorts: {
    lexicon: 1,
    id: 'io.svc.sandbox.getExposedPorts',
    defs: {
      main: {
        type: 'query',
        description: 'Exposed ports of a sandbox, by port number.',
        parameters: {
          type: 'params',
          required: ['id'],
          properties: {
            id: {
              type: 'string',
              description:
                'The sandbox, by id or by name (names are unique per actor).',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The ports.',
            required: ['ports'],
            properties: {
              ports: {
                type: 'array',
                description: 'Exposed ports.',
                items: {
                  type: 'ref',
                  ref: 'lex:io.svc.port.defs#portView',
                  description: 'A port.',
                },
              },
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
        ],
      },
    },
  },
  IoSvcSandboxGetIntegrationDeliveries: {
    lexicon: 1,
    id: 'io.svc.sandbox.getIntegrationDeliveries',
    defs: {
      main: {
        type: 'query',
        description:
          'The deliveries received by an integration, newest first (ties by id). Only the last 100 per integration are kept.',
        parameters: {
          type: 'params',
          required: ['id'],
          properties: {
            id: {
              type: 'string',
              description: 'Id of the integration.',
              minLength: 1,
              maxLength: 100,
            },
            limit: {
              type: 'integer',
              description: 'Page size, 1..100 (default 50).',
              minimum: 1,
              maximum: 100,
              default: 50,
            },
            offset: {
              type: 'integer',
              description: 'Number of items skipped, >= 0 (default 0).',
              minimum: 0,
              default: 0,
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'A page.',
            required: ['deliveries', 'total'],
            properties: {
              deliveries: {
                type: 'array',
                description: 'The deliveries of this page.',
                items: {
                  type: 'ref',
                  ref: 'lex:io.svc.sandbox.defs#integrationDeliveryView',
                  description: 'A delivery.',
                },
              },
              total: {
                type: 'integer',
                description:
                  'Number of items in the whole list, ignoring limit and offset.',
                minimum: 0,
              },
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'IntegrationNotFound',
            description: '404: no integration of the caller has this id.',
          },
        ],
      },
    },
  },
  IoSvcSandboxGetIntegrations: {
    lexicon: 1,
    id: 'io.svc.sandbox.getIntegrations',
    defs: {
      main: {
        type: 'query',
        description: 'Integrations of a sandbox, newest first.',
        parameters: {
          type: 'params',
          required: ['id'],
          properties: {
            id: {
              type: 'string',
              description:
                'The sandbox, by id or by name (names are unique per actor).',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The integrations.',
            required: ['integrations'],
            properties: {
              integrations: {
                type: 'array',
                description: 'Integrations.',
                items: {
                  type: 'ref',
                  ref: 'lex:io.svc.sandbox.defs#integrationView',
                  description: 'An integration.',
                },
              },
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
        ],
      },
    },
  },
  IoSvcSandboxGetSandbox: {
    lexicon: 1,
    id: 'io.svc.sandbox.getSandbox',
    defs: {
      main: {
        type: 'query',
        description: 'One sandbox of the caller, by id or name.',
        parameters: {
          type: 'params',
          required: ['id'],
          properties: {
            id: {
              type: 'string',
              description:
                'The sandbox, by id or by name (names are unique per actor).',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The sandbox.',
            required: ['sandbox'],
            properties: {
              sandbox: {
                type: 'ref',
                ref: 'lex:io.svc.sandbox.defs#sandboxViewDetailed',
                description: 'The sandbox.',
              },
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
        ],
      },
    },
  },
  IoSvcSandboxGetSandboxes: {
    lexicon: 1,
    id: 'io.svc.sandbox.getSandboxes',
    defs: {
      main: {
        type: 'query',
        description:
          'The catalog of base sandboxes (templates) one can create a sandbox from, with install counts, most installed first (ties by id).',
        parameters: {
          type: 'params',
          required: [],
          properties: {
            limit: {
              type: 'integer',
              description: 'Page size, 1..100 (default 50).',
              minimum: 1,
              maximum: 100,
              default: 50,
            },
            offset: {
              type: 'integer',
              description: 'Number of items skipped, >= 0 (default 0).',
              minimum: 0,
              default: 0,
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'A page of the catalog.',
            required: ['sandboxes', 'total'],
            properties: {
              sandboxes: {
                type: 'array',
                description: 'The entries of this page.',
                items: {
                  type: 'ref',
                  ref: 'lex:io.svc.sandbox.defs#sandboxViewBasic',
                  description: 'A catalog entry.',
                },
              },
              total: {
                type: 'integer',
                description:
                  'Number of items in the whole list, ignoring limit and offset.',
                minimum: 0,
              },
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
        ],
      },
    },
  },
  IoSvcSandboxGetVpnAuthKey: {
    lexicon: 1,
    id: 'io.svc.sandbox.getVpnAuthKey',
    defs: {
      main: {
        type: 'query',
        description: 'The mesh-VPN auth key record of a sandbox (redacted).',
        parameters: {
          type: 'params',
          required: ['id'],
          properties: {
            id: {
              type: 'string',
              description:
                'The sandbox, by id or by name (names are unique per actor).',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'ref',
            ref: 'lex:io.svc.sandbox.defs#vpnAuthKeyView',
            description: 'The key record.',
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
          {
            name: 'VpnAuthKeyNotFound',
            description: '404: the sandbox has no key.',
          },
        ],
      },
    },
  },
  IoSvcSandboxPullDirectory: {
    lexicon: 1,
    id: 'io.svc.sandbox.pullDirectory',
    defs: {
      main: {
        type: 'procedure',
        description:
          'Extracts an archive from copy storage (pushDirectory or POST /cp) into a directory of the running sandbox, created if missing. Extraction runs inside the sandbox as the sandbox user: files belong to it, modes and modification times come from the archive; files of the same name are replaced, other files already there are kept; an existing target directory keeps its own mode. The archive is checked entry by entry as it is extracted and refused (InvalidArchive) on an absolute path, a ".." component, a hard link leaving the target, a symlink that is absolute or leads out of the target, an entry written through a symlink of the same archive, or a device file; entries before the refused one stay extracted, nothing lands outside the target. Symlinks already in the target directory are the sandbox\'s own and are followed like any path of the sandbox. Extraction stops with PayloadTooLarge once the archive expands past the cap (default 10 GiB uncompressed, SVC_ARCHIVE_MAX_EXPANDED_BYTES). The archive stays in copy storage until it expires, so it can be pulled again.',
        input: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'What to pull.',
            required: ['sandboxId', 'directoryPath', 'uuid'],
            properties: {
              sandboxId: {
                type: 'string',
                description:
                  'The sandbox, by id or by name (names are unique per actor).',
                minLength: 1,
                maxLength: 100,
              },
              directoryPath: {
                type: 'string',
                description:
                  'Absolute path of the target directory inside the sandbox (no ".."); created with its parents if missing.',
                minLength: 1,
                maxLength: 1024,
              },
              uuid: {
                type: 'string',
                description:
                  "Id of the caller's archive in copy storage (from pushDirectory or POST /cp).",
                minLength: 1,
                maxLength: 100,
              },
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
          {
            name: 'SandboxNotRunning',
            description:
              '409: the operation needs the sandbox to be RUNNING and it is not.',
          },
          {
            name: 'CopyNotFound',
            description:
              '404: no archive of the caller has this uuid, or it expired.',
          },
          {
            name: 'InvalidArchive',
            description:
              '400: the archive was refused: not a gzip-compressed ustar/GNU/pax tar, or an entry with an absolute path, a ".." component, a device file, a hard link leaving the target, a symlink pointing outside the target, or an entry through a symlink of the same archive. The message names the entry.',
          },
          {
            name: 'PayloadTooLarge',
            description:
              '413: the archive expands past the cap on extraction (default 10 GiB, SVC_ARCHIVE_MAX_EXPANDED_BYTES): a decompression bomb, or a directory too big for this server.',
          },
        ],
      },
    },
  },
  IoSvcSandboxPushDirectory: {
    lexicon: 1,
    id: 'io.svc.sandbox.pushDirectory',
    defs: {
      main: {
        type: 'procedure',
        description:
          "Archives a directory of the running sandbox into copy storage, bound to the caller: only the caller can pull it or download it (GET /cp/{uuid}); anyone else gets CopyNotFound. Layout: a gzip-compressed tar (.tar.gz) of the directory's contents at the archive root (entries \"./name\", no leading directory), read as the sandbox user, with modes, symlinks and empty directories. The archive expires 24 hours after it was made (SVC_COPY_TTL) and is then deleted from disk. Its compressed size is capped (default 2 GiB, SVC_ARCHIVE_MAX_BYTES). Consistency: tar reads each file once, in directory order, while the sandbox keeps running. A directory whose files are not written during the operation is captured exactly; a file written meanwhile may be captured at any length between its old and new content, and files created or deleted meanwhile may or may not be included (tar's 'file changed as we read it' is accepted, not an error). Stop the writers, or stop and start around it, for an exact snapshot.",
        input: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'What to push.',
            required: ['sandboxId', 'directoryPath'],
            properties: {
              sandboxId: {
                type: 'string',
                description:
                  'The sandbox, by id or by name (names are unique per actor).',
                minLength: 1,
                maxLength: 100,
              },
              directoryPath: {
                type: 'string',
                description:
                  'Absolute path of a directory inside the sandbox (no ".."); files the sandbox user cannot read make the push fail.',
                minLength: 1,
                maxLength: 1024,
              },
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The stored copy.',
            required: ['uuid'],
            properties: {
              uuid: {
                type: 'string',
                description:
                  'Id of the archive in copy storage (a UUID); pass it to pullDirectory or GET /cp/{uuid} within its TTL.',
              },
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
          {
            name: 'SandboxNotRunning',
            description:
              '409: the operation needs the sandbox to be RUNNING and it is not.',
          },
          {
            name: 'DirectoryNotFound',
            description: '404: the directory does not exist in the sandbox.',
          },
          {
            name: 'PayloadTooLarge',
            description:
              "413: the compressed archive would exceed the server's cap on one archive (default 2 GiB, SVC_ARCHIVE_MAX_BYTES); nothing is kept.",
          },
        ],
      },
    },
  },
  IoSvcSandboxPutVpnAuthKey: {
    lexicon: 1,
    id: 'io.svc.sandbox.putVpnAuthKey',
    defs: {
      main: {
        type: 'procedure',
        description:
          'Stores the mesh-VPN auth key of a sandbox (one per sandbox, replaced on put), encrypted at rest. The redaction is computed by the server; a `redacted` sent by the client is ignored.',
        input: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The key.',
            required: ['id', 'authKey'],
            properties: {
              id: {
                type: 'string',
                description:
                  'The sandbox, by id or by name (names are unique per actor).',
                minLength: 1,
                maxLength: 100,
              },
              authKey: {
                type: 'string',
                description: 'The auth key, plain or sealed (see `sealed`).',
                minLength: 1,
                maxLength: 4096,
              },
              redacted: {
                type: 'string',
                description: 'Ignored: the server computes the redaction.',
                maxLength: 4096,
              },
              sealed: {
                type: 'boolean',
                description:
                  "When true, authKey is a base64 libsodium sealed box to the server's public key (io.svc.publicKey.getPublicKey).",
              },
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'ref',
            ref: 'lex:io.svc.sandbox.defs#vpnAuthKeyView',
            description: 'The key record.',
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
        ],
      },
    },
  },
  IoSvcSandboxRestoreBackup: {
    lexicon: 1,
    id: 'io.svc.sandbox.restoreBackup',
    defs: {
      main: {
        type: 'procedure',
        description:
          "Restores the backup's directory in its running sandbox to its content at backup time: everything in the directory is deleted first (files added since the backup are removed), then the snapshot is extracted as the sandbox user with the modes, symlinks and modification times it had; the directory is created if it no longer exists. A restore that fails midway (the sandbox stopped, the disk is full) leaves the directory partly restored; the backup itself is unchanged and the restore can be repeated. Processes that write into the directory during the restore make the result undefined: stop them first.",
        input: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The backup.',
            required: ['backupId'],
            properties: {
              backupId: {
                type: 'string',
                description: 'Id of the backup.',
                minLength: 1,
                maxLength: 100,
              },
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'BackupNotFound',
            description:
              '404: no backup of the caller has this id, or it expired.',
          },
          {
            name: 'SandboxNotRunning',
            description:
              '409: the operation needs the sandbox to be RUNNING and it is not.',
          },
          {
            name: 'InvalidArchive',
            description:
              '400: the stored archive is damaged and cannot be restored.',
          },
        ],
      },
    },
  },
  IoSvcSandboxStartSandbox: {
    lexicon: 1,
    id: 'io.svc.sandbox.startSandbox',
    defs: {
      main: {
        type: 'procedure',
        description:
          'Starts a sandbox; a no-op on a running one. An empty body is allowed.',
        parameters: {
          type: 'params',
          required: ['id'],
          properties: {
            id: {
              type: 'string',
              description:
                'The sandbox, by id or by name (names are unique per actor).',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        input: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'Start options.',
            required: [],
            properties: {
              repo: {
                type: 'string',
                description: 'Git repository URL cloned into the workspace.',
                maxLength: 2048,
              },
              keepAlive: {
                type: 'boolean',
                description: 'Sets keepAlive before starting.',
              },
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'ref',
            ref: 'lex:io.svc.sandbox.defs#sandboxViewDetailed',
            description: 'The sandbox.',
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
          {
            name: 'EngineUnavailable',
            description:
              '503: the sandbox engine cannot run sandboxes on this server (see the health endpoint for why).',
          },
        ],
      },
    },
  },
  IoSvcSandboxStopSandbox: {
    lexicon: 1,
    id: 'io.svc.sandbox.stopSandbox',
    defs: {
      main: {
        type: 'procedure',
        description:
          'Stops a sandbox, its services and processes; workspace, volumes and configuration persist. A no-op on a stopped one.',
        parameters: {
          type: 'params',
          required: ['id'],
          properties: {
            id: {
              type: 'string',
              description:
                'The sandbox, by id or by name (names are unique per actor).',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'ref',
            ref: 'lex:io.svc.sandbox.defs#sandboxViewDetailed',
            description: 'The sandbox.',
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
        ],
      },
    },
  },
  IoSvcSandboxUnexposePort: {
    lexicon: 1,
    id: 'io.svc.sandbox.unexposePort',
    defs: {
      main: {
        type: 'procedure',
        description: 'Stops exposing a port.',
        parameters: {
          type: 'params',
          required: ['id'],
          properties: {
            id: {
              type: 'string',
              description:
                'The sandbox, by id or by name (names are unique per actor).',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        input: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The port.',
            required: ['port'],
            properties: {
              port: {
                type: 'integer',
                description: 'The exposed port.',
                minimum: 1025,
                maximum: 65535,
              },
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
          {
            name: 'PortNotExposed',
            description: '404: the port is not exposed.',
          },
        ],
      },
    },
  },
  IoSvcSecretAddSecret: {
    lexicon: 1,
    id: 'io.svc.secret.addSecret',
    defs: {
      main: {
        type: 'procedure',
        description:
          'Adds a secret to a sandbox. Secrets are like variables but encrypted at rest and never returned; they reach processes started after the change.',
        input: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The new item.',
            required: ['secret'],
            properties: {
              secret: {
                type: 'ref',
                ref: 'lex:io.svc.secret.defs#secretInput',
                description: 'The secret.',
              },
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'ref',
            ref: 'lex:io.svc.secret.defs#secretView',
            description: 'The secret.',
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
          {
            name: 'NameTaken',
            description: '409: the name is already used in this scope.',
          },
        ],
      },
    },
  },
  IoSvcSecretDefs: {
    lexicon: 1,
    id: 'io.svc.secret.defs',
    description: 'Views and inputs of secrets.',
    defs: {
      secretView: {
        type: 'object',
        description: 'A secret of a sandbox.',
        required: ['id', 'name', 'redacted', 'createdAt', 'updatedAt'],
        properties: {
          id: {
            type: 'string',
            description: 'Id (sec-...).',
          },
          name: {
            type: 'string',
            description: 'Name.',
          },
          redacted: {
            type: 'string',
            description:
              'Redacted value computed by the server: a short prefix then "*", short values fully masked.',
          },
          createdAt: {
            type: 'string',
            description: 'When it was created.',
            format: 'datetime',
          },
          updatedAt: {
            type: 'string',
            description: 'When it was last changed.',
            format: 'datetime',
          },
        },
      },
      secretInput: {
        type: 'object',
        description:
          'A secret to add or update. Secrets are like variables but encrypted at rest and never returned; they reach processes started after the change.',
        required: ['name', 'value', 'sandboxId'],
        properties: {
          name: {
            type: 'string',
            description: 'Environment variable name: [A-Za-z_][A-Za-z0-9_]*.',
            minLength: 1,
            maxLength: 128,
          },
          value: {
            type: 'string',
            description:
              'Value, plain or sealed (see `sealed`); at most 32 KiB plain.',
            maxLength: 65536,
          },
          sandboxId: {
            type: 'string',
            description: 'The sandbox it belongs to, by id or name.',
            minLength: 1,
            maxLength: 100,
          },
          sealed: {
            type: 'boolean',
            description:
              "When true, value is a base64 libsodium sealed box to the server's public key.",
          },
        },
      },
    },
  },
  IoSvcSecretDeleteSecret: {
    lexicon: 1,
    id: 'io.svc.secret.deleteSecret',
    defs: {
      main: {
        type: 'procedure',
        description: 'Deletes a secret.',
        parameters: {
          type: 'params',
          required: ['id'],
          properties: {
            id: {
              type: 'string',
              description: 'Id of the secret.',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SecretNotFound',
            description: '404: no secret of the caller has this id.',
          },
        ],
      },
    },
  },
  IoSvcSecretGetSecret: {
    lexicon: 1,
    id: 'io.svc.secret.getSecret',
    defs: {
      main: {
        type: 'query',
        description: 'One secret.',
        parameters: {
          type: 'params',
          required: ['id'],
          properties: {
            id: {
              type: 'string',
              description: 'Id of the secret.',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The secret.',
            required: ['secret'],
            properties: {
              secret: {
                type: 'ref',
                ref: 'lex:io.svc.secret.defs#secretView',
                description: 'The secret.',
              },
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SecretNotFound',
            description: '404: no secret of the caller has this id.',
          },
        ],
      },
    },
  },
  IoSvcSecretGetSecrets: {
    lexicon: 1,
    id: 'io.svc.secret.getSecrets',
    defs: {
      main: {
        type: 'query',
        description: 'The secrets of a sandbox, newest first (ties by id).',
        parameters: {
          type: 'params',
          required: ['sandboxId'],
          properties: {
            sandboxId: {
              type: 'string',
              description:
                'The sandbox, by id or by name (names are unique per actor).',
              minLength: 1,
              maxLength: 100,
            },
            limit: {
              type: 'integer',
              description: 'Page size, 1..100 (default 50).',
              minimum: 1,
              maximum: 100,
              default: 50,
            },
            offset: {
              type: 'integer',
              description: 'Number of items skipped, >= 0 (default 0).',
              minimum: 0,
              default: 0,
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'A page.',
            required: ['secrets', 'total'],
            properties: {
              secrets: {
                type: 'array',
                description: 'The secrets of this page.',
                items: {
                  type: 'ref',
                  ref: 'lex:io.svc.secret.defs#secretView',
                  description: 'The secret.',
                },
              },
              total: {
                type: 'integer',
                description:
                  'Number of items in the whole list, ignoring limit and offset.',
                minimum: 0,
              },
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
        ],
      },
    },
  },
  IoSvcSecretUpdateSecret: {
    lexicon: 1,
    id: 'io.svc.secret.updateSecret',
    defs: {
      main: {
        type: 'procedure',
        description:
          'Replaces a secret. Its sandboxId must name the sandbox it belongs to (it cannot be moved). Secrets are like variables but encrypted at rest and never returned; they reach processes started after the change.',
        input: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The update.',
            required: ['id', 'secret'],
            properties: {
              id: {
                type: 'string',
                description: 'Id of the secret.',
                minLength: 1,
                maxLength: 100,
              },
              secret: {
                type: 'ref',
                ref: 'lex:io.svc.secret.defs#secretInput',
                description: 'The secret.',
              },
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'ref',
            ref: 'lex:io.svc.secret.defs#secretView',
            description: 'The secret.',
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SecretNotFound',
            description: '404: no secret of the caller has this id.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
          {
            name: 'NameTaken',
            description: '409: the name is already used in this scope.',
          },
        ],
      },
    },
  },
  IoSvcServiceAddService: {
    lexicon: 1,
    id: 'io.svc.service.addService',
    defs: {
      main: {
        type: 'procedure',
        description:
          'Adds a service to a sandbox; it starts at once when the sandbox runs (otherwise with the sandbox), and its ports are exposed.',
        parameters: {
          type: 'params',
          required: ['sandboxId'],
          properties: {
            sandboxId: {
              type: 'string',
              description:
                'The sandbox, by id or by name (names are unique per actor).',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        input: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The service.',
            required: ['service'],
            properties: {
              service: {
                type: 'ref',
                ref: 'lex:io.svc.service.defs#serviceInput',
                description: 'The definition.',
              },
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'ref',
            ref: 'lex:io.svc.service.defs#serviceView',
            description: 'The service.',
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
          {
            name: 'NameTaken',
            description: '409: the name is already used in this scope.',
          },
        ],
      },
    },
  },
  IoSvcServiceDefs: {
    lexicon: 1,
    id: 'io.svc.service.defs',
    description: 'Views and inputs of services.',
    defs: {
      serviceView: {
        type: 'object',
        description:
          'A long-running command of a sandbox, supervised by the server: started with the sandbox, restarted with exponential backoff (1 s, doubling, at most 30 s) when it exits non-zero, and FAILED after 5 crashes within 60 s (server settings). When its foreground process ends, whatever it left running in the background is stopped too.',
        required: [
          'id',
          'name',
          'command',
          'ports',
          'status',
          'createdAt',
          'updatedAt',
        ],
        properties: {
          id: {
            type: 'string',
            description: 'Id (svc-...).',
          },
          name: {
            type: 'string',
            description: 'Name.',
          },
          command: {
            type: 'string',
            description: 'Shell command line.',
          },
          description: {
            type: 'string',
            description: 'Free text description.',
          },
          ports: {
            type: 'array',
            description: 'Ports the service listens on.',
            items: {
              type: 'integer',
              description: 'A port.',
              minimum: 1025,
              maximum: 65535,
            },
          },
          status: {
            type: 'string',
            description:
              'Live status: RUNNING (its process runs), RESTARTING (it crashed and waits for its next try), EXITED (it ended by itself with exit code 0 and is not restarted), FAILED (it crashed too often and is not restarted; startService tries again), STOPPED (stopped with stopService, or its sandbox is not running).',
            knownValues: [
              'RUNNING',
              'STOPPED',
              'EXITED',
              'FAILED',
              'RESTARTING',
            ],
          },
          exitCode: {
            type: 'integer',
            description:
              "Exit code of its last run, when it is not running: the command's own, or 128 + the signal that ended it (143 after a stop by SIGTERM, 137 after SIGKILL).",
          },
          createdAt: {
            type: 'string',
            description: 'When it was created.',
            format: 'datetime',
          },
          updatedAt: {
            type: 'string',
            description: 'When it was last changed.',
            format: 'datetime',
          },
        },
      },
      serviceInput: {
        type: 'object',
        description: 'A service definition.',
        required: ['name', 'command'],
        properties: {
          name: {
            type: 'string',
            description: 'Name, unique in the sandbox.',
            minLength: 1,
            maxLength: 50,
          },
          command: {
            type: 'string',
            description:
              "Shell command line, run as `sh -c command` in the sandbox as its user, in /home/sandbox, with the sandbox's variables and secrets (as at each start) and SVC_SERVICE_ID (the service's id) in its environment. It should stay in the foreground.",
            minLength: 1,
            maxLength: 10000,
          },
          description: {
            type: 'string',
            description: 'Free text description.',
            maxLength: 3000,
          },
          ports: {
            type: 'array',
            description:
              'Ports the service listens on; they are exposed while the service exists.',
            items: {
              type: 'integer',
              description: 'A port.',
              minimum: 1025,
              maximum: 65535,
            },
            maxLength: 100,
          },
        },
      },
    },
  },
  IoSvcServiceDeleteService: {
    lexicon: 1,
    id: 'io.svc.service.deleteService',
    defs: {
      main: {
        type: 'procedure',
        description:
          'Stops a service (as stopService) and deletes it with its logs; its ports are unexposed.',
        parameters: {
          type: 'params',
          required: ['serviceId'],
          properties: {
            serviceId: {
              type: 'string',
              description: 'Id of the service.',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'ServiceNotFound',
            description: '404: no service of the caller has this id.',
          },
        ],
      },
    },
  },
  IoSvcServiceGetServiceLogs: {
    lexicon: 1,
    id: 'io.svc.service.getServiceLogs',
    defs: {
      main: {
        type: 'query',
        description:
          'Recent output lines of a service (stdout and stderr interleaved, in arrival order), oldest first, across its restarts. The server keeps the last 1000 lines and at most 256 KiB per service, in memory (empty after a server restart); lines longer than 16 KiB are split.',
        parameters: {
          type: 'params',
          required: ['serviceId'],
          properties: {
            serviceId: {
              type: 'string',
              description: 'Id of the service.',
              minLength: 1,
              maxLength: 100,
            },
            lines: {
              type: 'integer',
              description: 'How many of the last lines (1..1000, default 100).',
              minimum: 1,
              maximum: 1000,
              default: 100,
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The lines.',
            required: ['lines'],
            properties: {
              lines: {
                type: 'array',
                description: 'Output lines.',
                items: {
                  type: 'string',
                  description: 'A line.',
                },
              },
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'ServiceNotFound',
            description: '404: no service of the caller has this id.',
          },
        ],
      },
    },
  },
  IoSvcServiceGetServices: {
    lexicon: 1,
    id: 'io.svc.service.getServices',
    defs: {
      main: {
        type: 'query',
        description:
          'Services of a sandbox with their live status, newest first.',
        parameters: {
          type: 'params',
          required: ['sandboxId'],
          properties: {
            sandboxId: {
              type: 'string',
              description:
                'The sandbox, by id or by name (names are unique per actor).',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The services.',
            required: ['services'],
            properties: {
              services: {
                type: 'array',
                description: 'Services.',
                items: {
                  type: 'ref',
                  ref: 'lex:io.svc.service.defs#serviceView',
                  description: 'The service.',
                },
              },
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
        ],
      },
    },
  },
  IoSvcServiceRestartService: {
    lexicon: 1,
    id: 'io.svc.service.restartService',
    defs: {
      main: {
        type: 'procedure',
        description:
          'Stops a service (as stopService) and starts it again (as startService).',
        parameters: {
          type: 'params',
          required: ['serviceId'],
          properties: {
            serviceId: {
              type: 'string',
              description: 'Id of the service.',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'ref',
            ref: 'lex:io.svc.service.defs#serviceView',
            description: 'The service.',
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'ServiceNotFound',
            description: '404: no service of the caller has this id.',
          },
          {
            name: 'SandboxNotRunning',
            description:
              '409: the operation needs the sandbox to be RUNNING and it is not.',
          },
        ],
      },
    },
  },
  IoSvcServiceStartService: {
    lexicon: 1,
    id: 'io.svc.service.startService',
    defs: {
      main: {
        type: 'procedure',
        description:
          'Starts a service and marks it to run with its sandbox from now on; a no-op when it is running or restarting. A FAILED service gets a fresh set of tries.',
        parameters: {
          type: 'params',
          required: ['serviceId'],
          properties: {
            serviceId: {
              type: 'string',
              description: 'Id of the service.',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'ref',
            ref: 'lex:io.svc.service.defs#serviceView',
            description: 'The service.',
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'ServiceNotFound',
            description: '404: no service of the caller has this id.',
          },
          {
            name: 'SandboxNotRunning',
            description:
              '409: the operation needs the sandbox to be RUNNING and it is not.',
          },
        ],
      },
    },
  },
  IoSvcServiceStopService: {
    lexicon: 1,
    id: 'io.svc.service.stopService',
    defs: {
      main: {
        type: 'procedure',
        description:
          'Stops a service: SIGTERM to all its processes, SIGKILL after a grace period (5 s by default); it is then STOPPED (with the exit code) and stays stopped, also across sandbox restarts, until startService. A no-op when it is not running.',
        parameters: {
          type: 'params',
          required: ['serviceId'],
          properties: {
            serviceId: {
              type: 'string',
              description: 'Id of the service.',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'ref',
            ref: 'lex:io.svc.service.defs#serviceView',
            description: 'The service.',
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'ServiceNotFound',
            description: '404: no service of the caller has this id.',
          },
        ],
      },
    },
  },
  IoSvcServiceUpdateService: {
    lexicon: 1,
    id: 'io.svc.service.updateService',
    defs: {
      main: {
        type: 'procedure',
        description:
          'Replaces a service definition; a service that is running, restarting, exited or failed is stopped (SIGTERM, then SIGKILL after the grace period) and started again with it. A stopped service stays stopped.',
        parameters: {
          type: 'params',
          required: ['serviceId'],
          properties: {
            serviceId: {
              type: 'string',
              description: 'Id of the service.',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        input: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The new definition.',
            required: ['service'],
            properties: {
              service: {
                type: 'ref',
                ref: 'lex:io.svc.service.defs#serviceInput',
                description: 'The definition.',
              },
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'ref',
            ref: 'lex:io.svc.service.defs#serviceView',
            description: 'The service.',
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'ServiceNotFound',
            description: '404: no service of the caller has this id.',
          },
          {
            name: 'NameTaken',
            description: '409: the name is already used in this scope.',
          },
        ],
      },
    },
  },
  IoSvcVariableAddVariable: {
    lexicon: 1,
    id: 'io.svc.variable.addVariable',
    defs: {
      main: {
        type: 'procedure',
        description:
          'Adds a variable to a sandbox. Variables are in the environment of every exec, service and terminal of the sandbox started after the change; running processes keep what they had.',
        input: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The new item.',
            required: ['variable'],
            properties: {
              variable: {
                type: 'ref',
                ref: 'lex:io.svc.variable.defs#variableInput',
                description: 'The variable.',
              },
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'ref',
            ref: 'lex:io.svc.variable.defs#variableView',
            description: 'The variable.',
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
          {
            name: 'NameTaken',
            description: '409: the name is already used in this scope.',
          },
        ],
      },
    },
  },
  IoSvcVariableDefs: {
    lexicon: 1,
    id: 'io.svc.variable.defs',
    description: 'Views and inputs of variables.',
    defs: {
      variableView: {
        type: 'object',
        description: 'A variable of a sandbox.',
        required: ['id', 'name', 'value', 'createdAt', 'updatedAt'],
        properties: {
          id: {
            type: 'string',
            description: 'Id (var-...).',
          },
          name: {
            type: 'string',
            description: 'Name.',
          },
          value: {
            type: 'string',
            description: 'Value.',
          },
          createdAt: {
            type: 'string',
            description: 'When it was created.',
            format: 'datetime',
          },
          updatedAt: {
            type: 'string',
            description: 'When it was last changed.',
            format: 'datetime',
          },
        },
      },
      variableInput: {
        type: 'object',
        description:
          'A variable to add or update. Variables are in the environment of every exec, service and terminal of the sandbox started after the change; running processes keep what they had.',
        required: ['name', 'value', 'sandboxId'],
        properties: {
          name: {
            type: 'string',
            description: 'Environment variable name: [A-Za-z_][A-Za-z0-9_]*.',
            minLength: 1,
            maxLength: 128,
          },
          value: {
            type: 'string',
            description: 'Value (at most 32 KiB).',
            maxLength: 32768,
          },
          sandboxId: {
            type: 'string',
            description: 'The sandbox it belongs to, by id or name.',
            minLength: 1,
            maxLength: 100,
          },
        },
      },
    },
  },
  IoSvcVariableDeleteVariable: {
    lexicon: 1,
    id: 'io.svc.variable.deleteVariable',
    defs: {
      main: {
        type: 'procedure',
        description: 'Deletes a variable.',
        parameters: {
          type: 'params',
          required: ['id'],
          properties: {
            id: {
              type: 'string',
              description: 'Id of the variable.',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'VariableNotFound',
            description: '404: no variable of the caller has this id.',
          },
        ],
      },
    },
  },
  IoSvcVariableGetVariable: {
    lexicon: 1,
    id: 'io.svc.variable.getVariable',
    defs: {
      main: {
        type: 'query',
        description: 'One variable.',
        parameters: {
          type: 'params',
          required: ['id'],
          properties: {
            id: {
              type: 'string',
              description: 'Id of the variable.',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The variable.',
            required: ['variable'],
            properties: {
              variable: {
                type: 'ref',
                ref: 'lex:io.svc.variable.defs#variableView',
                description: 'The variable.',
              },
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'VariableNotFound',
            description: '404: no variable of the caller has this id.',
          },
        ],
      },
    },
  },
  IoSvcVariableGetVariables: {
    lexicon: 1,
    id: 'io.svc.variable.getVariables',
    defs: {
      main: {
        type: 'query',
        description: 'The variables of a sandbox, newest first (ties by id).',
        parameters: {
          type: 'params',
          required: ['sandboxId'],
          properties: {
            sandboxId: {
              type: 'string',
              description:
                'The sandbox, by id or by name (names are unique per actor).',
              minLength: 1,
              maxLength: 100,
            },
            limit: {
              type: 'integer',
              description: 'Page size, 1..100 (default 50).',
              minimum: 1,
              maximum: 100,
              default: 50,
            },
            offset: {
              type: 'integer',
              description: 'Number of items skipped, >= 0 (default 0).',
              minimum: 0,
              default: 0,
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'A page.',
            required: ['variables', 'total'],
            properties: {
              variables: {
                type: 'array',
                description: 'The variables of this page.',
                items: {
                  type: 'ref',
                  ref: 'lex:io.svc.variable.defs#variableView',
                  description: 'The variable.',
                },
              },
              total: {
                type: 'integer',
                description:
                  'Number of items in the whole list, ignoring limit and offset.',
                minimum: 0,
              },
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
        ],
      },
    },
  },
  IoSvcVariableUpdateVariable: {
    lexicon: 1,
    id: 'io.svc.variable.updateVariable',
    defs: {
      main: {
        type: 'procedure',
        description:
          'Replaces a variable. Its sandboxId must name the sandbox it belongs to (it cannot be moved). Variables are in the environment of every exec, service and terminal of the sandbox started after the change; running processes keep what they had.',
        input: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The update.',
            required: ['id', 'variable'],
            properties: {
              id: {
                type: 'string',
                description: 'Id of the variable.',
                minLength: 1,
                maxLength: 100,
              },
              variable: {
                type: 'ref',
                ref: 'lex:io.svc.variable.defs#variableInput',
                description: 'The variable.',
              },
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'ref',
            ref: 'lex:io.svc.variable.defs#variableView',
            description: 'The variable.',
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'VariableNotFound',
            description: '404: no variable of the caller has this id.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
          {
            name: 'NameTaken',
            description: '409: the name is already used in this scope.',
          },
        ],
      },
    },
  },
  IoSvcVolumeAddVolume: {
    lexicon: 1,
    id: 'io.svc.volume.addVolume',
    defs: {
      main: {
        type: 'procedure',
        description:
          'Adds a volume to a sandbox. A volume is persistent storage mounted at its path; it survives stop and start. Changes take effect at the next start of the sandbox. Deleting a volume deletes its data.',
        input: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The new item.',
            required: ['volume'],
            properties: {
              volume: {
                type: 'ref',
                ref: 'lex:io.svc.volume.defs#volumeInput',
                description: 'The volume.',
              },
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'ref',
            ref: 'lex:io.svc.volume.defs#volumeView',
            description: 'The volume.',
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
          {
            name: 'PathTaken',
            description: '409: the path is already used in this sandbox.',
          },
        ],
      },
    },
  },
  IoSvcVolumeDefs: {
    lexicon: 1,
    id: 'io.svc.volume.defs',
    description: 'Views and inputs of volumes.',
    defs: {
      volumeView: {
        type: 'object',
        description: 'A volume of a sandbox.',
        required: ['id', 'name', 'path', 'readOnly', 'createdAt', 'updatedAt'],
        properties: {
          id: {
            type: 'string',
            description: 'Id (vol-...).',
          },
          name: {
            type: 'string',
            description: 'Name.',
          },
          path: {
            type: 'string',
            description: 'Mount path inside the sandbox.',
          },
          readOnly: {
            type: 'boolean',
            description: 'Mounted read-only.',
          },
          createdAt: {
            type: 'string',
            description: 'When it was created.',
            format: 'datetime',
          },
          updatedAt: {
            type: 'string',
            description: 'When it was last changed.',
            format: 'datetime',
          },
        },
      },
      volumeInput: {
        type: 'object',
        description:
          'A volume to add or update. A volume is persistent storage mounted at its path; it survives stop and start. Changes take effect at the next start of the sandbox. Deleting a volume deletes its data.',
        required: ['name', 'sandboxId', 'path'],
        properties: {
          name: {
            type: 'string',
            description: 'Name of the volume.',
            minLength: 1,
            maxLength: 50,
          },
          sandboxId: {
            type: 'string',
            description: 'The sandbox it belongs to, by id or name.',
            minLength: 1,
            maxLength: 100,
          },
          path: {
            type: 'string',
            description:
              'Absolute mount path inside the sandbox; no "..", not / and not /usr, /proc, /dev or below.',
            minLength: 1,
            maxLength: 1024,
          },
          readOnly: {
            type: 'boolean',
            description:
              'Mount read-only (default false); enforced by the mount.',
          },
        },
      },
    },
  },
  IoSvcVolumeDeleteVolume: {
    lexicon: 1,
    id: 'io.svc.volume.deleteVolume',
    defs: {
      main: {
        type: 'procedure',
        description: 'Deletes a volume.',
        parameters: {
          type: 'params',
          required: ['id'],
          properties: {
            id: {
              type: 'string',
              description: 'Id of the volume.',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'VolumeNotFound',
            description: '404: no volume of the caller has this id.',
          },
        ],
      },
    },
  },
  IoSvcVolumeGetVolume: {
    lexicon: 1,
    id: 'io.svc.volume.getVolume',
    defs: {
      main: {
        type: 'query',
        description: 'One volume.',
        parameters: {
          type: 'params',
          required: ['id'],
          properties: {
            id: {
              type: 'string',
              description: 'Id of the volume.',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The volume.',
            required: ['volume'],
            properties: {
              volume: {
                type: 'ref',
                ref: 'lex:io.svc.volume.defs#volumeView',
                description: 'The volume.',
              },
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'VolumeNotFound',
            description: '404: no volume of the caller has this id.',
          },
        ],
      },
    },
  },
  IoSvcVolumeGetVolumes: {
    lexicon: 1,
    id: 'io.svc.volume.getVolumes',
    defs: {
      main: {
        type: 'query',
        description: 'The volumes of a sandbox, newest first (ties by id).',
        parameters: {
          type: 'params',
          required: ['sandboxId'],
          properties: {
            sandboxId: {
              type: 'string',
              description:
                'The sandbox, by id or by name (names are unique per actor).',
              minLength: 1,
              maxLength: 100,
            },
            limit: {
              type: 'integer',
              description: 'Page size, 1..100 (default 50).',
              minimum: 1,
              maximum: 100,
              default: 50,
            },
            offset: {
              type: 'integer',
              description: 'Number of items skipped, >= 0 (default 0).',
              minimum: 0,
              default: 0,
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'A page.',
            required: ['volumes', 'total'],
            properties: {
              volumes: {
                type: 'array',
                description: 'The volumes of this page.',
                items: {
                  type: 'ref',
                  ref: 'lex:io.svc.volume.defs#volumeView',
                  description: 'The volume.',
                },
              },
              total: {
                type: 'integer',
                description:
                  'Number of items in the whole list, ignoring limit and offset.',
                minimum: 0,
              },
            },
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
        ],
      },
    },
  },
  IoSvcVolumeUpdateVolume: {
    lexicon: 1,
    id: 'io.svc.volume.updateVolume',
    defs: {
      main: {
        type: 'procedure',
        description:
          'Replaces a volume. Its sandboxId must name the sandbox it belongs to (it cannot be moved). A volume is persistent storage mounted at its path; it survives stop and start. Changes take effect at the next start of the sandbox. Deleting a volume deletes its data.',
        input: {
          encoding: 'application/json',
          schema: {
            type: 'object',
            description: 'The update.',
            required: ['id', 'volume'],
            properties: {
              id: {
                type: 'string',
                description: 'Id of the volume.',
                minLength: 1,
                maxLength: 100,
              },
              volume: {
                type: 'ref',
                ref: 'lex:io.svc.volume.defs#volumeInput',
                description: 'The volume.',
              },
            },
          },
        },
        output: {
          encoding: 'application/json',
          schema: {
            type: 'ref',
            ref: 'lex:io.svc.volume.defs#volumeView',
            description: 'The volume.',
          },
        },
        errors: [
          {
            name: 'AuthMissing',
            description:
              '401: no usable Authorization header (missing, empty or `Bearer null`).',
          },
          {
            name: 'InvalidToken',
            description:
              '400: the access token is malformed, wrongly signed, revoked, or its actor is unknown or disabled.',
          },
          {
            name: 'ExpiredToken',
            description:
              '400: the access token is well formed and signed but past its expiry.',
          },
          {
            name: 'VolumeNotFound',
            description: '404: no volume of the caller has this id.',
          },
          {
            name: 'SandboxNotFound',
            description:
              "404: no sandbox of the caller has this id or name (other actors' sandboxes are reported the same way).",
          },
          {
            name: 'PathTaken',
            description: '409: the path is already used in this sandbox.',
          },
        ],
      },
    },
  },
} as const satisfies Record<string, LexiconDoc>
export const schemas = Object.values(schemaDict) satisfies LexiconDoc[]
export const lexicons: Lexicons = new Lexicons(schemas)

export function validate<T extends { $type: string }>(
  v: unknown,
  id: string,
  hash: string,
  requiredType: true,
): ValidationResult<T>
export function validate<T extends { $type?: string }>(
  v: unknown,
  id: string,
  hash: string,
  requiredType?: false,
): ValidationResult<T>
export function validate(
  v: unknown,
  id: string,
  hash: string,
  requiredType?: boolean,
): ValidationResult {
  return (requiredType ? is$typed : maybe$typed)(v, id, hash)
    ? lexicons.validate(`${id}#${hash}`, v)
    : {
        success: false,
        error: new ValidationError(
          `Must be an object with "${hash === 'main' ? id : `${id}#${hash}`}" $type property`,
        ),
      }
}

export const ids = {
  IoSvcActorDefs: 'io.svc.actor.defs',
  IoSvcActorGetActorSandboxes: 'io.svc.actor.getActorSandboxes',
  IoSvcActorGetProfile: 'io.svc.actor.getProfile',
  IoSvcActorGetTerminalToken: 'io.svc.actor.getTerminalToken',
  IoSvcEventAddSubscription: 'io.svc.event.addSubscription',
  IoSvcEventDefs: 'io.svc.event.defs',
  IoSvcEventDeleteSubscription: 'io.svc.event.deleteSubscription',
  IoSvcEventGetDeliveries: 'io.svc.event.getDeliveries',
  IoSvcEventGetSubscriptions: 'io.svc.event.getSubscriptions',
  IoSvcFileAddFile: 'io.svc.file.addFile',
  IoSvcFileDefs: 'io.svc.file.defs',
  IoSvcFileDeleteFile: 'io.svc.file.deleteFile',
  IoSvcFileGetFile: 'io.svc.file.getFile',
  IoSvcFileGetFiles: 'io.svc.file.getFiles',
  IoSvcFileUpdateFile: 'io.svc.file.updateFile',
  IoSvcPortDefs: 'io.svc.port.defs',
  IoSvcPublicKeyGetPublicKey: 'io.svc.publicKey.getPublicKey',
  IoSvcSandboxCreateBackup: 'io.svc.sandbox.createBackup',
  IoSvcSandboxCreateIntegration: 'io.svc.sandbox.createIntegration',
  IoSvcSandboxCreateSandbox: 'io.svc.sandbox.createSandbox',
  IoSvcSandboxDefs: 'io.svc.sandbox.defs',
  IoSvcSandboxDeleteBackup: 'io.svc.sandbox.deleteBackup',
  IoSvcSandboxDeleteIntegration: 'io.svc.sandbox.deleteIntegration',
  IoSvcSandboxDeleteSandbox: 'io.svc.sandbox.deleteSandbox',
  IoSvcSandboxExec: 'io.svc.sandbox.exec',
  IoSvcSandboxExposePort: 'io.svc.sandbox.exposePort',
  IoSvcSandboxGetBackups: 'io.svc.sandbox.getBackups',
  IoSvcSandboxGetExposedPorts: 'io.svc.sandbox.getExposedPorts',
  IoSvcSandboxGetIntegrationDeliveries:
    'io.svc.sandbox.getIntegrationDeliveries',
  IoSvcSandboxGetIntegrations: 'io.svc.sandbox.getIntegrations',
  IoSvcSandboxGetSandbox: 'io.svc.sandbox.getSandbox',
  IoSvcSandboxGetSandboxes: 'io.svc.sandbox.getSandboxes',
  IoSvcSandboxGetVpnAuthKey: 'io.svc.sandbox.getVpnAuthKey',
  IoSvcSandboxPullDirectory: 'io.svc.sandbox.pullDirectory',
  IoSvcSandboxPushDirectory: 'io.svc.sandbox.pushDirectory',
  IoSvcSandboxPutVpnAuthKey: 'io.svc.sandbox.putVpnAuthKey',
  IoSvcSandboxRestoreBackup: 'io.svc.sandbox.restoreBackup',
  IoSvcSandboxStartSandbox: 'io.svc.sandbox.startSandbox',
  IoSvcSandboxStopSandbox: 'io.svc.sandbox.stopSandbox',
  IoSvcSandboxUnexposePort: 'io.svc.sandbox.unexposePort',
  IoSvcSecretAddSecret: 'io.svc.secret.addSecret',
  IoSvcSecretDefs: 'io.svc.secret.defs',
  IoSvcSecretDeleteSecret: 'io.svc.secret.deleteSecret',
  IoSvcSecretGetSecret: 'io.svc.secret.getSecret',
  IoSvcSecretGetSecrets: 'io.svc.secret.getSecrets',
  IoSvcSecretUpdateSecret: 'io.svc.secret.updateSecret',
  IoSvcServiceAddService: 'io.svc.service.addService',
  IoSvcServiceDefs: 'io.svc.service.defs',
  IoSvcServiceDeleteService: 'io.svc.service.deleteService',
  IoSvcServiceGetServiceLogs: 'io.svc.service.getServiceLogs',
  IoSvcServiceGetServices: 'io.svc.service.getServices',
  IoSvcServiceRestartService: 'io.svc.service.restartService',
  IoSvcServiceStartService: 'io.svc.service.startService',
  IoSvcServiceStopService: 'io.svc.service.stopService',
  IoSvcServiceUpdateService: 'io.svc.service.updateService',
  IoSvcVariableAddVariable: 'io.svc.variable.addVariable',
  IoSvcVariableDefs: 'io.svc.variable.defs',
  IoSvcVariableDeleteVariable: 'io.svc.variable.deleteVariable',
  IoSvcVariableGetVariable: 'io.svc.variable.getVariable',
  IoSvcVariableGetVariables: 'io.svc.variable.getVariables',
  IoSvcVariableUpdateVariable: 'io.svc.variable.updateVariable',
  IoSvcVolumeAddVolume: 'io.svc.volume.addVolume',
  IoSvcVolumeDefs: 'io.svc.volume.defs',
  IoSvcVolumeDeleteVolume: 'io.svc.volume.deleteVolume',
  IoSvcVolumeGetVolume: 'io.svc.volume.getVolume',
  IoSvcVolumeGetVolumes: 'io.svc.volume.getVolumes',
  IoSvcVolumeUpdateVolume: 'io.svc.volume.updateVolume',
} as const
