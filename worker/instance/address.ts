import type { RoomAddress } from "../../party/events";
import type { StoreName } from "../config/stores";

/** The one instance a single-instance deployment (and every local run) serves. */
export const singleInstanceName = "default";

/**
 * The class of an instance's room: on D1 the room is an InstanceRoom of its own; on the Durable
 * Object store the Instance object is its own room.
 */
const roomClassName = { d1: "InstanceRoom", "durable-object": "Instance" } as const satisfies Record<StoreName, string>;

/** partyserver names a class's party in URLs in kebab case (/parties/instance-room/<name>). */
const kebab = (className: string) => className.replace(/(?<!^)([A-Z])/g, "-$1").toLowerCase();

export const roomAddress = (store: StoreName, name: string): RoomAddress => ({ party: kebab(roomClassName[store]), name });
