import { environmentFor } from "../worker/config/environment";
import { d1Instance } from "../worker/instance/d1";
import { RoomServer } from "./room";

/** The room of an instance whose data lives in D1 (the default store). */
export class InstanceRoom extends RoomServer {
  protected override instance() {
    return d1Instance(this.env, environmentFor(this.env), this.name, this);
  }
}
