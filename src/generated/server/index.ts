/**
 * GENERATED CODE - DO NOT MODIFY
 */
import {
  type Auth,
  type Options as XrpcOptions,
  Server as XrpcServer,
  type StreamConfigOrHandler,
  type MethodConfigOrHandler,
  createServer as createXrpcServer,
} from '@atproto/xrpc-server'
import { schemas } from './lexicons.js'
import * as IoSvcActorGetActorSandboxes from './types/io/svc/actor/getActorSandboxes.js'
import * as IoSvcActorGetProfile from './types/io/svc/actor/getProfile.js'
import * as IoSvcActorGetTerminalToken from './types/io/svc/actor/getTerminalToken.js'
import * as IoSvcEventAddSubscription from './types/io/svc/event/addSubscription.js'
import * as IoSvcEventDeleteSubscription from './types/io/svc/event/deleteSubscription.js'
import * as IoSvcEventGetDeliveries from './types/io/svc/event/getDeliveries.js'
import * as IoSvcEventGetSubscriptions from './types/io/svc/event/getSubscriptions.js'
import * as IoSvcFileAddFile from './types/io/svc/file/addFile.js'
import * as IoSvcFileDeleteFile from './types/io/svc/file/deleteFile.js'
import * as IoSvcFileGetFile from './types/io/svc/file/getFile.js'
import * as IoSvcFileGetFiles from './types/io/svc/file/getFiles.js'
import * as IoSvcFileUpdateFile from './types/io/svc/file/updateFile.js'
import * as IoSvcPublicKeyGetPublicKey from './types/io/svc/publicKey/getPublicKey.js'
import * as IoSvcSandboxCreateBackup from './types/io/svc/sandbox/createBackup.js'
import * as IoSvcSandboxCreateIntegration from './types/io/svc/sandbox/createIntegration.js'
import * as IoSvcSandboxCreateSandbox from './types/io/svc/sandbox/createSandbox.js'
import * as IoSvcSandboxDeleteBackup from './types/io/svc/sandbox/deleteBackup.js'
import * as IoSvcSandboxDeleteIntegration from './types/io/svc/sandbox/deleteIntegration.js'
import * as IoSvcSandboxDeleteSandbox from './types/io/svc/sandbox/deleteSandbox.js'
import * as IoSvcSandboxExec from './types/io/svc/sandbox/exec.js'
import * as IoSvcSandboxExposePort from './types/io/svc/sandbox/exposePort.js'
import * as IoSvcSandboxGetBackups from './types/io/svc/sandbox/getBackups.js'
import * as IoSvcSandboxGetExposedPorts from './types/io/svc/sandbox/getExposedPorts.js'
import * as IoSvcSandboxGetIntegrationDeliveries from './types/io/svc/sandbox/getIntegrationDeliveries.js'
import * as IoSvcSandboxGetIntegrations from './types/io/svc/sandbox/getIntegrations.js'
import * as IoSvcSandboxGetSandbox from './types/io/svc/sandbox/getSandbox.js'
import * as IoSvcSandboxGetSandboxes from './types/io/svc/sandbox/getSandboxes.js'
import * as IoSvcSandboxGetVpnAuthKey from './types/io/svc/sandbox/getVpnAuthKey.js'
import * as IoSvcSandboxPullDirectory from './types/io/svc/sandbox/pullDirectory.js'
import * as IoSvcSandboxPushDirectory from './types/io/svc/sandbox/pushDirectory.js'
import * as IoSvcSandboxPutVpnAuthKey from './types/io/svc/sandbox/putVpnAuthKey.js'
import * as IoSvcSandboxRestoreBackup from './types/io/svc/sandbox/restoreBackup.js'
import * as IoSvcSandboxStartSandbox from './types/io/svc/sandbox/startSandbox.js'
import * as IoSvcSandboxStopSandbox from './types/io/svc/sandbox/stopSandbox.js'
import * as IoSvcSandboxUnexposePort from './types/io/svc/sandbox/unexposePort.js'
import * as IoSvcSecretAddSecret from './types/io/svc/secret/addSecret.js'
import * as IoSvcSecretDeleteSecret from './types/io/svc/secret/deleteSecret.js'
import * as IoSvcSecretGetSecret from './types/io/svc/secret/getSecret.js'
import * as IoSvcSecretGetSecrets from './types/io/svc/secret/getSecrets.js'
import * as IoSvcSecretUpdateSecret from './types/io/svc/secret/updateSecret.js'
import * as IoSvcServiceAddService from './types/io/svc/service/addService.js'
import * as IoSvcServiceDeleteService from './types/io/svc/service/deleteService.js'
import * as IoSvcServiceGetServiceLogs from './types/io/svc/service/getServiceLogs.js'
import * as IoSvcServiceGetServices from './types/io/svc/service/getServices.js'
import * as IoSvcServiceRestartService from './types/io/svc/service/restartService.js'
import * as IoSvcServiceStartService from './types/io/svc/service/startService.js'
import * as IoSvcServiceStopService from './types/io/svc/service/stopService.js'
import * as IoSvcServiceUpdateService from './types/io/svc/service/updateService.js'
import * as IoSvcVariableAddVariable from './types/io/svc/variable/addVariable.js'
import * as IoSvcVariableDeleteVariable from './types/io/svc/variable/deleteVariable.js'
import * as IoSvcVariableGetVariable from './types/io/svc/variable/getVariable.js'
import * as IoSvcVariableGetVariables from './types/io/svc/variable/getVariables.js'
import * as IoSvcVariableUpdateVariable from './types/io/svc/variable/updateVariable.js'
import * as IoSvcVolumeAddVolume from './types/io/svc/volume/addVolume.js'
import * as IoSvcVolumeDeleteVolume from './types/io/svc/volume/deleteVolume.js'
import * as IoSvcVolumeGetVolume from './types/io/svc/volume/getVolume.js'
import * as IoSvcVolumeGetVolumes from './types/io/svc/volume/getVolumes.js'
import * as IoSvcVolumeUpdateVolume from './types/io/svc/volume/updateVolume.js'

export function createServer(options?: XrpcOptions): Server {
  return new Server(options)
}

export class Server {
  xrpc: XrpcServer
  io: IoNS

  constructor(options?: XrpcOptions) {
    this.xrpc = createXrpcServer(schemas, options)
    this.io = new IoNS(this)
  }
}

export class IoNS {
  _server: Server
  svc: IoSvcNS

  constructor(server: Server) {
    this._server = server
    this.svc = new IoSvcNS(server)
  }
}

export class IoSvcNS {
  _server: Server
  actor: IoSvcActorNS
  event: IoSvcEventNS
  file: IoSvcFileNS
  publicKey: IoSvcPublicKeyNS
  sandbox: IoSvcSandboxNS
  secret: IoSvcSecretNS
  service: IoSvcServiceNS
  variable: IoSvcVariableNS
  volume: IoSvcVolumeNS

  constructor(server: Server) {
    this._server = server
    this.actor = new IoSvcActorNS(server)
    this.event = new IoSvcEventNS(server)
    this.file = new IoSvcFileNS(server)
    this.publicKey = new IoSvcPublicKeyNS(server)
    this.sandbox = new IoSvcSandboxNS(server)
    this.secret = new IoSvcSecretNS(server)
    this.service = new IoSvcServiceNS(server)
    this.variable = new IoSvcVariableNS(server)
    this.volume = new IoSvcVolumeNS(server)
  }
}

export class IoSvcActorNS {
  _server: Server

  constructor(server: Server) {
    this._server = server
  }

  getActorSandboxes<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcActorGetActorSandboxes.QueryParams,
      IoSvcActorGetActorSandboxes.HandlerInput,
      IoSvcActorGetActorSandboxes.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.actor.getActorSandboxes' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  getProfile<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcActorGetProfile.QueryParams,
      IoSvcActorGetProfile.HandlerInput,
      IoSvcActorGetProfile.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.actor.getProfile' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  getTerminalToken<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcActorGetTerminalToken.QueryParams,
      IoSvcActorGetTerminalToken.HandlerInput,
      IoSvcActorGetTerminalToken.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.actor.getTerminalToken' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }
}

export class IoSvcEventNS {
  _server: Server

  constructor(server: Server) {
    this._server = server
  }

  addSubscription<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcEventAddSubscription.QueryParams,
      IoSvcEventAddSubscription.HandlerInput,
      IoSvcEventAddSubscription.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.event.addSubscription' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  deleteSubscription<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcEventDeleteSubscription.QueryParams,
      IoSvcEventDeleteSubscription.HandlerInput,
      IoSvcEventDeleteSubscription.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.event.deleteSubscription' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  getDeliveries<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcEventGetDeliveries.QueryParams,
      IoSvcEventGetDeliveries.HandlerInput,
      IoSvcEventGetDeliveries.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.event.getDeliveries' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  getSubscriptions<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcEventGetSubscriptions.QueryParams,
      IoSvcEventGetSubscriptions.HandlerInput,
      IoSvcEventGetSubscriptions.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.event.getSubscriptions' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }
}

export class IoSvcFileNS {
  _server: Server

  constructor(server: Server) {
    this._server = server
  }

  addFile<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcFileAddFile.QueryParams,
      IoSvcFileAddFile.HandlerInput,
      IoSvcFileAddFile.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.file.addFile' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  deleteFile<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcFileDeleteFile.QueryParams,
      IoSvcFileDeleteFile.HandlerInput,
      IoSvcFileDeleteFile.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.file.deleteFile' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  getFile<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcFileGetFile.QueryParams,
      IoSvcFileGetFile.HandlerInput,
      IoSvcFileGetFile.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.file.getFile' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  getFiles<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcFileGetFiles.QueryParams,
      IoSvcFileGetFiles.HandlerInput,
      IoSvcFileGetFiles.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.file.getFiles' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  updateFile<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcFileUpdateFile.QueryParams,
      IoSvcFileUpdateFile.HandlerInput,
      IoSvcFileUpdateFile.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.file.updateFile' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }
}

export class IoSvcPublicKeyNS {
  _server: Server

  constructor(server: Server) {
    this._server = server
  }

  getPublicKey<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcPublicKeyGetPublicKey.QueryParams,
      IoSvcPublicKeyGetPublicKey.HandlerInput,
      IoSvcPublicKeyGetPublicKey.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.publicKey.getPublicKey' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }
}

export class IoSvcSandboxNS {
  _server: Server

  constructor(server: Server) {
    this._server = server
  }

  createBackup<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcSandboxCreateBackup.QueryParams,
      IoSvcSandboxCreateBackup.HandlerInput,
      IoSvcSandboxCreateBackup.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.sandbox.createBackup' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  createIntegration<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcSandboxCreateIntegration.QueryParams,
      IoSvcSandboxCreateIntegration.HandlerInput,
      IoSvcSandboxCreateIntegration.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.sandbox.createIntegration' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  createSandbox<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcSandboxCreateSandbox.QueryParams,
      IoSvcSandboxCreateSandbox.HandlerInput,
      IoSvcSandboxCreateSandbox.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.sandbox.createSandbox' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  deleteBackup<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcSandboxDeleteBackup.QueryParams,
      IoSvcSandboxDeleteBackup.HandlerInput,
      IoSvcSandboxDeleteBackup.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.sandbox.deleteBackup' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  deleteIntegration<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcSandboxDeleteIntegration.QueryParams,
      IoSvcSandboxDeleteIntegration.HandlerInput,
      IoSvcSandboxDeleteIntegration.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.sandbox.deleteIntegration' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  deleteSandbox<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcSandboxDeleteSandbox.QueryParams,
      IoSvcSandboxDeleteSandbox.HandlerInput,
      IoSvcSandboxDeleteSandbox.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.sandbox.deleteSandbox' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  exec<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcSandboxExec.QueryParams,
      IoSvcSandboxExec.HandlerInput,
      IoSvcSandboxExec.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.sandbox.exec' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  exposePort<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcSandboxExposePort.QueryParams,
      IoSvcSandboxExposePort.HandlerInput,
      IoSvcSandboxExposePort.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.sandbox.exposePort' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  getBackups<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcSandboxGetBackups.QueryParams,
      IoSvcSandboxGetBackups.HandlerInput,
      IoSvcSandboxGetBackups.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.sandbox.getBackups' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  getExposedPorts<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcSandboxGetExposedPorts.QueryParams,
      IoSvcSandboxGetExposedPorts.HandlerInput,
      IoSvcSandboxGetExposedPorts.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.sandbox.getExposedPorts' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  getIntegrationDeliveries<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcSandboxGetIntegrationDeliveries.QueryParams,
      IoSvcSandboxGetIntegrationDeliveries.HandlerInput,
      IoSvcSandboxGetIntegrationDeliveries.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.sandbox.getIntegrationDeliveries' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  getIntegrations<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcSandboxGetIntegrations.QueryParams,
      IoSvcSandboxGetIntegrations.HandlerInput,
      IoSvcSandboxGetIntegrations.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.sandbox.getIntegrations' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  getSandbox<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcSandboxGetSandbox.QueryParams,
      IoSvcSandboxGetSandbox.HandlerInput,
      IoSvcSandboxGetSandbox.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.sandbox.getSandbox' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  getSandboxes<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcSandboxGetSandboxes.QueryParams,
      IoSvcSandboxGetSandboxes.HandlerInput,
      IoSvcSandboxGetSandboxes.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.sandbox.getSandboxes' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  getVpnAuthKey<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcSandboxGetVpnAuthKey.QueryParams,
      IoSvcSandboxGetVpnAuthKey.HandlerInput,
      IoSvcSandboxGetVpnAuthKey.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.sandbox.getVpnAuthKey' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  pullDirectory<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcSandboxPullDirectory.QueryParams,
      IoSvcSandboxPullDirectory.HandlerInput,
      IoSvcSandboxPullDirectory.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.sandbox.pullDirectory' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  pushDirectory<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcSandboxPushDirectory.QueryParams,
      IoSvcSandboxPushDirectory.HandlerInput,
      IoSvcSandboxPushDirectory.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.sandbox.pushDirectory' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  putVpnAuthKey<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcSandboxPutVpnAuthKey.QueryParams,
      IoSvcSandboxPutVpnAuthKey.HandlerInput,
      IoSvcSandboxPutVpnAuthKey.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.sandbox.putVpnAuthKey' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  restoreBackup<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcSandboxRestoreBackup.QueryParams,
      IoSvcSandboxRestoreBackup.HandlerInput,
      IoSvcSandboxRestoreBackup.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.sandbox.restoreBackup' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  startSandbox<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcSandboxStartSandbox.QueryParams,
      IoSvcSandboxStartSandbox.HandlerInput,
      IoSvcSandboxStartSandbox.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.sandbox.startSandbox' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  stopSandbox<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcSandboxStopSandbox.QueryParams,
      IoSvcSandboxStopSandbox.HandlerInput,
      IoSvcSandboxStopSandbox.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.sandbox.stopSandbox' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  unexposePort<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcSandboxUnexposePort.QueryParams,
      IoSvcSandboxUnexposePort.HandlerInput,
      IoSvcSandboxUnexposePort.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.sandbox.unexposePort' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }
}

export class IoSvcSecretNS {
  _server: Server

  constructor(server: Server) {
    this._server = server
  }

  addSecret<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcSecretAddSecret.QueryParams,
      IoSvcSecretAddSecret.HandlerInput,
      IoSvcSecretAddSecret.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.secret.addSecret' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  deleteSecret<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcSecretDeleteSecret.QueryParams,
      IoSvcSecretDeleteSecret.HandlerInput,
      IoSvcSecretDeleteSecret.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.secret.deleteSecret' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  getSecret<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcSecretGetSecret.QueryParams,
      IoSvcSecretGetSecret.HandlerInput,
      IoSvcSecretGetSecret.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.secret.getSecret' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  getSecrets<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcSecretGetSecrets.QueryParams,
      IoSvcSecretGetSecrets.HandlerInput,
      IoSvcSecretGetSecrets.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.secret.getSecrets' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  updateSecret<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcSecretUpdateSecret.QueryParams,
      IoSvcSecretUpdateSecret.HandlerInput,
      IoSvcSecretUpdateSecret.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.secret.updateSecret' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }
}

export class IoSvcServiceNS {
  _server: Server

  constructor(server: Server) {
    this._server = server
  }

  addService<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcServiceAddService.QueryParams,
      IoSvcServiceAddService.HandlerInput,
      IoSvcServiceAddService.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.service.addService' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  deleteService<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcServiceDeleteService.QueryParams,
      IoSvcServiceDeleteService.HandlerInput,
      IoSvcServiceDeleteService.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.service.deleteService' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  getServiceLogs<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcServiceGetServiceLogs.QueryParams,
      IoSvcServiceGetServiceLogs.HandlerInput,
      IoSvcServiceGetServiceLogs.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.service.getServiceLogs' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  getServices<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcServiceGetServices.QueryParams,
      IoSvcServiceGetServices.HandlerInput,
      IoSvcServiceGetServices.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.service.getServices' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  restartService<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcServiceRestartService.QueryParams,
      IoSvcServiceRestartService.HandlerInput,
      IoSvcServiceRestartService.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.service.restartService' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  startService<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcServiceStartService.QueryParams,
      IoSvcServiceStartService.HandlerInput,
      IoSvcServiceStartService.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.service.startService' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  stopService<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcServiceStopService.QueryParams,
      IoSvcServiceStopService.HandlerInput,
      IoSvcServiceStopService.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.service.stopService' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  updateService<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcServiceUpdateService.QueryParams,
      IoSvcServiceUpdateService.HandlerInput,
      IoSvcServiceUpdateService.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.service.updateService' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }
}

export class IoSvcVariableNS {
  _server: Server

  constructor(server: Server) {
    this._server = server
  }

  addVariable<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcVariableAddVariable.QueryParams,
      IoSvcVariableAddVariable.HandlerInput,
      IoSvcVariableAddVariable.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.variable.addVariable' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  deleteVariable<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcVariableDeleteVariable.QueryParams,
      IoSvcVariableDeleteVariable.HandlerInput,
      IoSvcVariableDeleteVariable.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.variable.deleteVariable' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  getVariable<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcVariableGetVariable.QueryParams,
      IoSvcVariableGetVariable.HandlerInput,
      IoSvcVariableGetVariable.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.variable.getVariable' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  getVariables<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcVariableGetVariables.QueryParams,
      IoSvcVariableGetVariables.HandlerInput,
      IoSvcVariableGetVariables.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.variable.getVariables' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  updateVariable<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcVariableUpdateVariable.QueryParams,
      IoSvcVariableUpdateVariable.HandlerInput,
      IoSvcVariableUpdateVariable.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.variable.updateVariable' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }
}

export class IoSvcVolumeNS {
  _server: Server

  constructor(server: Server) {
    this._server = server
  }

  addVolume<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcVolumeAddVolume.QueryParams,
      IoSvcVolumeAddVolume.HandlerInput,
      IoSvcVolumeAddVolume.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.volume.addVolume' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  deleteVolume<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcVolumeDeleteVolume.QueryParams,
      IoSvcVolumeDeleteVolume.HandlerInput,
      IoSvcVolumeDeleteVolume.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.volume.deleteVolume' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  getVolume<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcVolumeGetVolume.QueryParams,
      IoSvcVolumeGetVolume.HandlerInput,
      IoSvcVolumeGetVolume.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.volume.getVolume' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  getVolumes<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcVolumeGetVolumes.QueryParams,
      IoSvcVolumeGetVolumes.HandlerInput,
      IoSvcVolumeGetVolumes.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.volume.getVolumes' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }

  updateVolume<A extends Auth = void>(
    cfg: MethodConfigOrHandler<
      A,
      IoSvcVolumeUpdateVolume.QueryParams,
      IoSvcVolumeUpdateVolume.HandlerInput,
      IoSvcVolumeUpdateVolume.HandlerOutput
    >,
  ) {
    const nsid = 'io.svc.volume.updateVolume' // @ts-ignore
    return this._server.xrpc.method(nsid, cfg)
  }
}
