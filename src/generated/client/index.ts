/**
 * GENERATED CODE - DO NOT MODIFY
 */
import {
  XrpcClient,
  type FetchHandler,
  type FetchHandlerOptions,
} from '@atproto/xrpc'
import { schemas } from './lexicons.js'
import { CID } from 'multiformats/cid'
import { type OmitKey, type Un$Typed } from './util.js'
import * as IoSvcActorDefs from './types/io/svc/actor/defs.js'
import * as IoSvcActorGetActorSandboxes from './types/io/svc/actor/getActorSandboxes.js'
import * as IoSvcActorGetProfile from './types/io/svc/actor/getProfile.js'
import * as IoSvcActorGetTerminalToken from './types/io/svc/actor/getTerminalToken.js'
import * as IoSvcEventAddSubscription from './types/io/svc/event/addSubscription.js'
import * as IoSvcEventDefs from './types/io/svc/event/defs.js'
import * as IoSvcEventDeleteSubscription from './types/io/svc/event/deleteSubscription.js'
import * as IoSvcEventGetDeliveries from './types/io/svc/event/getDeliveries.js'
import * as IoSvcEventGetSubscriptions from './types/io/svc/event/getSubscriptions.js'
import * as IoSvcFileAddFile from './types/io/svc/file/addFile.js'
import * as IoSvcFileDefs from './types/io/svc/file/defs.js'
import * as IoSvcFileDeleteFile from './types/io/svc/file/deleteFile.js'
import * as IoSvcFileGetFile from './types/io/svc/file/getFile.js'
import * as IoSvcFileGetFiles from './types/io/svc/file/getFiles.js'
import * as IoSvcFileUpdateFile from './types/io/svc/file/updateFile.js'
import * as IoSvcPortDefs from './types/io/svc/port/defs.js'
import * as IoSvcPublicKeyGetPublicKey from './types/io/svc/publicKey/getPublicKey.js'
import * as IoSvcSandboxCreateBackup from './types/io/svc/sandbox/createBackup.js'
import * as IoSvcSandboxCreateIntegration from './types/io/svc/sandbox/createIntegration.js'
import * as IoSvcSandboxCreateSandbox from './types/io/svc/sandbox/createSandbox.js'
import * as IoSvcSandboxDefs from './types/io/svc/sandbox/defs.js'
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
import * as IoSvcSecretDefs from './types/io/svc/secret/defs.js'
import * as IoSvcSecretDeleteSecret from './types/io/svc/secret/deleteSecret.js'
import * as IoSvcSecretGetSecret from './types/io/svc/secret/getSecret.js'
import * as IoSvcSecretGetSecrets from './types/io/svc/secret/getSecrets.js'
import * as IoSvcSecretUpdateSecret from './types/io/svc/secret/updateSecret.js'
import * as IoSvcServiceAddService from './types/io/svc/service/addService.js'
import * as IoSvcServiceDefs from './types/io/svc/service/defs.js'
import * as IoSvcServiceDeleteService from './types/io/svc/service/deleteService.js'
import * as IoSvcServiceGetServiceLogs from './types/io/svc/service/getServiceLogs.js'
import * as IoSvcServiceGetServices from './types/io/svc/service/getServices.js'
import * as IoSvcServiceRestartService from './types/io/svc/service/restartService.js'
import * as IoSvcServiceStartService from './types/io/svc/service/startService.js'
import * as IoSvcServiceStopService from './types/io/svc/service/stopService.js'
import * as IoSvcServiceUpdateService from './types/io/svc/service/updateService.js'
import * as IoSvcVariableAddVariable from './types/io/svc/variable/addVariable.js'
import * as IoSvcVariableDefs from './types/io/svc/variable/defs.js'
import * as IoSvcVariableDeleteVariable from './types/io/svc/variable/deleteVariable.js'
import * as IoSvcVariableGetVariable from './types/io/svc/variable/getVariable.js'
import * as IoSvcVariableGetVariables from './types/io/svc/variable/getVariables.js'
import * as IoSvcVariableUpdateVariable from './types/io/svc/variable/updateVariable.js'
import * as IoSvcVolumeAddVolume from './types/io/svc/volume/addVolume.js'
import * as IoSvcVolumeDefs from './types/io/svc/volume/defs.js'
import * as IoSvcVolumeDeleteVolume from './types/io/svc/volume/deleteVolume.js'
import * as IoSvcVolumeGetVolume from './types/io/svc/volume/getVolume.js'
import * as IoSvcVolumeGetVolumes from './types/io/svc/volume/getVolumes.js'
import * as IoSvcVolumeUpdateVolume from './types/io/svc/volume/updateVolume.js'

export * as IoSvcActorDefs from './types/io/svc/actor/defs.js'
export * as IoSvcActorGetActorSandboxes from './types/io/svc/actor/getActorSandboxes.js'
export * as IoSvcActorGetProfile from './types/io/svc/actor/getProfile.js'
export * as IoSvcActorGetTerminalToken from './types/io/svc/actor/getTerminalToken.js'
export * as IoSvcEventAddSubscription from './types/io/svc/event/addSubscription.js'
export * as IoSvcEventDefs from './types/io/svc/event/defs.js'
export * as IoSvcEventDeleteSubscription from './types/io/svc/event/deleteSubscription.js'
export * as IoSvcEventGetDeliveries from './types/io/svc/event/getDeliveries.js'
export * as IoSvcEventGetSubscriptions from './types/io/svc/event/getSubscriptions.js'
export * as IoSvcFileAddFile from './types/io/svc/file/addFile.js'
export * as IoSvcFileDefs from './types/io/svc/file/defs.js'
export * as IoSvcFileDeleteFile from './types/io/svc/file/deleteFile.js'
export * as IoSvcFileGetFile from './types/io/svc/file/getFile.js'
export * as IoSvcFileGetFiles from './types/io/svc/file/getFiles.js'
export * as IoSvcFileUpdateFile from './types/io/svc/file/updateFile.js'
export * as IoSvcPortDefs from './types/io/svc/port/defs.js'
export * as IoSvcPublicKeyGetPublicKey from './types/io/svc/publicKey/getPublicKey.js'
export * as IoSvcSandboxCreateBackup from './types/io/svc/sandbox/createBackup.js'
export * as IoSvcSandboxCreateIntegration from './types/io/svc/sandbox/createIntegration.js'
export * as IoSvcSandboxCreateSandbox from './types/io/svc/sandbox/createSandbox.js'
export * as IoSvcSandboxDefs from './types/io/svc/sandbox/defs.js'
export * as IoSvcSandboxDeleteBackup from './types/io/svc/sandbox/deleteBackup.js'
export * as IoSvcSandboxDeleteIntegration from './types/io/svc/sandbox/deleteIntegration.js'
export * as IoSvcSandboxDeleteSandbox from './types/io/svc/sandbox/deleteSandbox.js'
export * as IoSvcSandboxExec from './types/io/svc/sandbox/exec.js'
export * as IoSvcSandboxExposePort from './types/io/svc/sandbox/exposePort.js'
export * as IoSvcSandboxGetBackups from './types/io/svc/sandbox/getBackups.js'
export * as IoSvcSandboxGetExposedPorts from './types/io/svc/sandbox/getExposedPorts.js'
export * as IoSvcSandboxGetIntegrationDeliveries from './types/io/svc/sandbox/getIntegrationDeliveries.js'
export * as IoSvcSandboxGetIntegrations from './types/io/svc/sandbox/getIntegrations.js'
export * as IoSvcSandboxGetSandbox from './types/io/svc/sandbox/getSandbox.js'
export * as IoSvcSandboxGetSandboxes from './types/io/svc/sandbox/getSandboxes.js'
export * as IoSvcSandboxGetVpnAuthKey from './types/io/svc/sandbox/getVpnAuthKey.js'
export * as IoSvcSandboxPullDirectory from './types/io/svc/sandbox/pullDirectory.js'
export * as IoSvcSandboxPushDirectory from './types/io/svc/sandbox/pushDirectory.js'
export * as IoSvcSandboxPutVpnAuthKey from './types/io/svc/sandbox/putVpnAuthKey.js'
export * as IoSvcSandboxRestoreBackup from './types/io/svc/sandbox/restoreBackup.js'
export * as IoSvcSandboxStartSandbox from './types/io/svc/sandbox/startSandbox.js'
export * as IoSvcSandboxStopSandbox from './types/io/svc/sandbox/stopSandbox.js'
export * as IoSvcSandboxUnexposePort from './types/io/svc/sandbox/unexposePort.js'
export * as IoSvcSecretAddSecret from './types/io/svc/secret/addSecret.js'
export * as IoSvcSecretDefs from './types/io/svc/secret/defs.js'
export * as IoSvcSecretDeleteSecret from './types/io/svc/secret/deleteSecret.js'
export * as IoSvcSecretGetSecret from './types/io/svc/secret/getSecret.js'
export * as IoSvcSecretGetSecrets from './types/io/svc/secret/getSecrets.js'
export * as IoSvcSecretUpdateSecret from './types/io/svc/secret/updateSecret.js'
export * as IoSvcServiceAddService from './types/io/svc/service/addService.js'
export * as IoSvcServiceDefs from './types/io/svc/service/defs.js'
export * as IoSvcServiceDeleteService from './types/io/svc/service/deleteService.js'
export * as IoSvcServiceGetServiceLogs from './types/io/svc/service/getServiceLogs.js'
export * as IoSvcServiceGetServices from './types/io/svc/service/getServices.js'
export * as IoSvcServiceRestartService from './types/io/svc/service/restartService.js'
export * as IoSvcServiceStartService from './types/io/svc/service/startService.js'
export * as IoSvcServiceStopService from './types/io/svc/service/stopService.js'
export * as IoSvcServiceUpdateService from './types/io/svc/service/updateService.js'
export * as IoSvcVariableAddVariable from './types/io/svc/variable/addVariable.js'
export * as IoSvcVariableDefs from './types/io/svc/variable/defs.js'
export * as IoSvcVariableDeleteVariable from './types/io/svc/variable/deleteVariable.js'
export * as IoSvcVariableGetVariable from './types/io/svc/variable/getVariable.js'
export * as IoSvcVariableGetVariables from './types/io/svc/variable/getVariables.js'
export * as IoSvcVariableUpdateVariable from './types/io/svc/variable/updateVariable.js'
export * as IoSvcVolumeAddVolume from './types/io/svc/volume/addVolume.js'
export * as IoSvcVolumeDefs from './types/io/svc/volume/defs.js'
export * as IoSvcVolumeDeleteVolume from './types/io/svc/volume/deleteVolume.js'
export * as IoSvcVolumeGetVolume from './types/io/svc/volume/getVolume.js'
export * as IoSvcVolumeGetVolumes from './types/io/svc/volume/getVolumes.js'
export * as IoSvcVolumeUpdateVolume from './types/io/svc/volume/updateVolume.js'

export class AtpBaseClient extends XrpcClient {
  io: IoNS

  constructor(options: FetchHandler | FetchHandlerOptions) {
    super(options, schemas)
    this.io = new IoNS(this)
  }

  /** @deprecated use `this` instead */
  get xrpc(): XrpcClient {
    return this
  }
}

export class IoNS {
  _client: XrpcClient
  svc: IoSvcNS

  constructor(client: XrpcClient) {
    this._client = client
    this.svc = new IoSvcNS(client)
  }
}

export class IoSvcNS {
  _client: XrpcClient
  actor: IoSvcActorNS
  event: IoSvcEventNS
  file: IoSvcFileNS
  publicKey: IoSvcPublicKeyNS
  sandbox: IoSvcSandboxNS
  secret: IoSvcSecretNS
  service: IoSvcServiceNS
  variable: IoSvcVariableNS
  volume: IoSvcVolumeNS

  constructor(client: XrpcClient) {
    this._client = client
    this.actor = new IoSvcActorNS(client)
    this.event = new IoSvcEventNS(client)
    this.file = new IoSvcFileNS(client)
    this.publicKey = new IoSvcPublicKeyNS(client)
    this.sandbox = new IoSvcSandboxNS(client)
    this.secret = new IoSvcSecretNS(client)
    this.service = new IoSvcServiceNS(client)
    this.variable = new IoSvcVariableNS(client)
    this.volume = new IoSvcVolumeNS(client)
  }
}

export class IoSvcActorNS {
  _client: XrpcClient

  constructor(client: XrpcClient) {
    this._client = client
  }

  getActorSandboxes(
    params?: IoSvcActorGetActorSandboxes.QueryParams,
    opts?: IoSvcActorGetActorSandboxes.CallOptions,
  ): Promise<IoSvcActorGetActorSandboxes.Response> {
    return this._client
      .call('io.svc.actor.getActorSandboxes', params, undefined, opts)
      .catch((e) => {
        throw IoSvcActorGetActorSandboxes.toKnownErr(e)
      })
  }

  getProfile(
    params?: IoSvcActorGetProfile.QueryParams,
    opts?: IoSvcActorGetProfile.CallOptions,
  ): Promise<IoSvcActorGetProfile.Response> {
    return this._client
      .call('io.svc.actor.getProfile', params, undefined, opts)
      .catch((e) => {
        throw IoSvcActorGetProfile.toKnownErr(e)
      })
  }

  getTerminalToken(
    params?: IoSvcActorGetTerminalToken.QueryParams,
    opts?: IoSvcActorGetTerminalToken.CallOptions,
  ): Promise<IoSvcActorGetTerminalToken.Response> {
    return this._client
      .call('io.svc.actor.getTerminalToken', params, undefined, opts)
      .catch((e) => {
        throw IoSvcActorGetTerminalToken.toKnownErr(e)
      })
  }
}

export class IoSvcEventNS {
  _client: XrpcClient

  constructor(client: XrpcClient) {
    this._client = client
  }

  addSubscription(
    data?: IoSvcEventAddSubscription.InputSchema,
    opts?: IoSvcEventAddSubscription.CallOptions,
  ): Promise<IoSvcEventAddSubscription.Response> {
    return this._client
      .call('io.svc.event.addSubscription', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcEventAddSubscription.toKnownErr(e)
      })
  }

  deleteSubscription(
    data?: IoSvcEventDeleteSubscription.InputSchema,
    opts?: IoSvcEventDeleteSubscription.CallOptions,
  ): Promise<IoSvcEventDeleteSubscription.Response> {
    return this._client
      .call('io.svc.event.deleteSubscription', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcEventDeleteSubscription.toKnownErr(e)
      })
  }

  getDeliveries(
    params?: IoSvcEventGetDeliveries.QueryParams,
    opts?: IoSvcEventGetDeliveries.CallOptions,
  ): Promise<IoSvcEventGetDeliveries.Response> {
    return this._client
      .call('io.svc.event.getDeliveries', params, undefined, opts)
      .catch((e) => {
        throw IoSvcEventGetDeliveries.toKnownErr(e)
      })
  }

  getSubscriptions(
    params?: IoSvcEventGetSubscriptions.QueryParams,
    opts?: IoSvcEventGetSubscriptions.CallOptions,
  ): Promise<IoSvcEventGetSubscriptions.Response> {
    return this._client
      .call('io.svc.event.getSubscriptions', params, undefined, opts)
      .catch((e) => {
        throw IoSvcEventGetSubscriptions.toKnownErr(e)
      })
  }
}

export class IoSvcFileNS {
  _client: XrpcClient

  constructor(client: XrpcClient) {
    this._client = client
  }

  addFile(
    data?: IoSvcFileAddFile.InputSchema,
    opts?: IoSvcFileAddFile.CallOptions,
  ): Promise<IoSvcFileAddFile.Response> {
    return this._client
      .call('io.svc.file.addFile', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcFileAddFile.toKnownErr(e)
      })
  }

  deleteFile(
    data?: IoSvcFileDeleteFile.InputSchema,
    opts?: IoSvcFileDeleteFile.CallOptions,
  ): Promise<IoSvcFileDeleteFile.Response> {
    return this._client
      .call('io.svc.file.deleteFile', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcFileDeleteFile.toKnownErr(e)
      })
  }

  getFile(
    params?: IoSvcFileGetFile.QueryParams,
    opts?: IoSvcFileGetFile.CallOptions,
  ): Promise<IoSvcFileGetFile.Response> {
    return this._client
      .call('io.svc.file.getFile', params, undefined, opts)
      .catch((e) => {
        throw IoSvcFileGetFile.toKnownErr(e)
      })
  }

  getFiles(
    params?: IoSvcFileGetFiles.QueryParams,
    opts?: IoSvcFileGetFiles.CallOptions,
  ): Promise<IoSvcFileGetFiles.Response> {
    return this._client
      .call('io.svc.file.getFiles', params, undefined, opts)
      .catch((e) => {
        throw IoSvcFileGetFiles.toKnownErr(e)
      })
  }

  updateFile(
    data?: IoSvcFileUpdateFile.InputSchema,
    opts?: IoSvcFileUpdateFile.CallOptions,
  ): Promise<IoSvcFileUpdateFile.Response> {
    return this._client
      .call('io.svc.file.updateFile', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcFileUpdateFile.toKnownErr(e)
      })
  }
}

export class IoSvcPublicKeyNS {
  _client: XrpcClient

  constructor(client: XrpcClient) {
    this._client = client
  }

  getPublicKey(
    params?: IoSvcPublicKeyGetPublicKey.QueryParams,
    opts?: IoSvcPublicKeyGetPublicKey.CallOptions,
  ): Promise<IoSvcPublicKeyGetPublicKey.Response> {
    return this._client
      .call('io.svc.publicKey.getPublicKey', params, undefined, opts)
      .catch((e) => {
        throw IoSvcPublicKeyGetPublicKey.toKnownErr(e)
      })
  }
}

export class IoSvcSandboxNS {
  _client: XrpcClient

  constructor(client: XrpcClient) {
    this._client = client
  }

  createBackup(
    data?: IoSvcSandboxCreateBackup.InputSchema,
    opts?: IoSvcSandboxCreateBackup.CallOptions,
  ): Promise<IoSvcSandboxCreateBackup.Response> {
    return this._client
      .call('io.svc.sandbox.createBackup', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcSandboxCreateBackup.toKnownErr(e)
      })
  }

  createIntegration(
    data?: IoSvcSandboxCreateIntegration.InputSchema,
    opts?: IoSvcSandboxCreateIntegration.CallOptions,
  ): Promise<IoSvcSandboxCreateIntegration.Response> {
    return this._client
      .call('io.svc.sandbox.createIntegration', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcSandboxCreateIntegration.toKnownErr(e)
      })
  }

  createSandbox(
    data?: IoSvcSandboxCreateSandbox.InputSchema,
    opts?: IoSvcSandboxCreateSandbox.CallOptions,
  ): Promise<IoSvcSandboxCreateSandbox.Response> {
    return this._client
      .call('io.svc.sandbox.createSandbox', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcSandboxCreateSandbox.toKnownErr(e)
      })
  }

  deleteBackup(
    data?: IoSvcSandboxDeleteBackup.InputSchema,
    opts?: IoSvcSandboxDeleteBackup.CallOptions,
  ): Promise<IoSvcSandboxDeleteBackup.Response> {
    return this._client
      .call('io.svc.sandbox.deleteBackup', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcSandboxDeleteBackup.toKnownErr(e)
      })
  }

  deleteIntegration(
    data?: IoSvcSandboxDeleteIntegration.InputSchema,
    opts?: IoSvcSandboxDeleteIntegration.CallOptions,
  ): Promise<IoSvcSandboxDeleteIntegration.Response> {
    return this._client
      .call('io.svc.sandbox.deleteIntegration', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcSandboxDeleteIntegration.toKnownErr(e)
      })
  }

  deleteSandbox(
    data?: IoSvcSandboxDeleteSandbox.InputSchema,
    opts?: IoSvcSandboxDeleteSandbox.CallOptions,
  ): Promise<IoSvcSandboxDeleteSandbox.Response> {
    return this._client
      .call('io.svc.sandbox.deleteSandbox', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcSandboxDeleteSandbox.toKnownErr(e)
      })
  }

  exec(
    data?: IoSvcSandboxExec.InputSchema,
    opts?: IoSvcSandboxExec.CallOptions,
  ): Promise<IoSvcSandboxExec.Response> {
    return this._client
      .call('io.svc.sandbox.exec', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcSandboxExec.toKnownErr(e)
      })
  }

  exposePort(
    data?: IoSvcSandboxExposePort.InputSchema,
    opts?: IoSvcSandboxExposePort.CallOptions,
  ): Promise<IoSvcSandboxExposePort.Response> {
    return this._client
      .call('io.svc.sandbox.exposePort', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcSandboxExposePort.toKnownErr(e)
      })
  }

  getBackups(
    params?: IoSvcSandboxGetBackups.QueryParams,
    opts?: IoSvcSandboxGetBackups.CallOptions,
  ): Promise<IoSvcSandboxGetBackups.Response> {
    return this._client
      .call('io.svc.sandbox.getBackups', params, undefined, opts)
      .catch((e) => {
        throw IoSvcSandboxGetBackups.toKnownErr(e)
      })
  }

  getExposedPorts(
    params?: IoSvcSandboxGetExposedPorts.QueryParams,
    opts?: IoSvcSandboxGetExposedPorts.CallOptions,
  ): Promise<IoSvcSandboxGetExposedPorts.Response> {
    return this._client
      .call('io.svc.sandbox.getExposedPorts', params, undefined, opts)
      .catch((e) => {
        throw IoSvcSandboxGetExposedPorts.toKnownErr(e)
      })
  }

  getIntegrationDeliveries(
    params?: IoSvcSandboxGetIntegrationDeliveries.QueryParams,
    opts?: IoSvcSandboxGetIntegrationDeliveries.CallOptions,
  ): Promise<IoSvcSandboxGetIntegrationDeliveries.Response> {
    return this._client
      .call('io.svc.sandbox.getIntegrationDeliveries', params, undefined, opts)
      .catch((e) => {
        throw IoSvcSandboxGetIntegrationDeliveries.toKnownErr(e)
      })
  }

  getIntegrations(
    params?: IoSvcSandboxGetIntegrations.QueryParams,
    opts?: IoSvcSandboxGetIntegrations.CallOptions,
  ): Promise<IoSvcSandboxGetIntegrations.Response> {
    return this._client
      .call('io.svc.sandbox.getIntegrations', params, undefined, opts)
      .catch((e) => {
        throw IoSvcSandboxGetIntegrations.toKnownErr(e)
      })
  }

  getSandbox(
    params?: IoSvcSandboxGetSandbox.QueryParams,
    opts?: IoSvcSandboxGetSandbox.CallOptions,
  ): Promise<IoSvcSandboxGetSandbox.Response> {
    return this._client
      .call('io.svc.sandbox.getSandbox', params, undefined, opts)
      .catch((e) => {
        throw IoSvcSandboxGetSandbox.toKnownErr(e)
      })
  }

  getSandboxes(
    params?: IoSvcSandboxGetSandboxes.QueryParams,
    opts?: IoSvcSandboxGetSandboxes.CallOptions,
  ): Promise<IoSvcSandboxGetSandboxes.Response> {
    return this._client
      .call('io.svc.sandbox.getSandboxes', params, undefined, opts)
      .catch((e) => {
        throw IoSvcSandboxGetSandboxes.toKnownErr(e)
      })
  }

  getVpnAuthKey(
    params?: IoSvcSandboxGetVpnAuthKey.QueryParams,
    opts?: IoSvcSandboxGetVpnAuthKey.CallOptions,
  ): Promise<IoSvcSandboxGetVpnAuthKey.Response> {
    return this._client
      .call('io.svc.sandbox.getVpnAuthKey', params, undefined, opts)
      .catch((e) => {
        throw IoSvcSandboxGetVpnAuthKey.toKnownErr(e)
      })
  }

  pullDirectory(
    data?: IoSvcSandboxPullDirectory.InputSchema,
    opts?: IoSvcSandboxPullDirectory.CallOptions,
  ): Promise<IoSvcSandboxPullDirectory.Response> {
    return this._client
      .call('io.svc.sandbox.pullDirectory', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcSandboxPullDirectory.toKnownErr(e)
      })
  }

  pushDirectory(
    data?: IoSvcSandboxPushDirectory.InputSchema,
    opts?: IoSvcSandboxPushDirectory.CallOptions,
  ): Promise<IoSvcSandboxPushDirectory.Response> {
    return this._client
      .call('io.svc.sandbox.pushDirectory', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcSandboxPushDirectory.toKnownErr(e)
      })
  }

  putVpnAuthKey(
    data?: IoSvcSandboxPutVpnAuthKey.InputSchema,
    opts?: IoSvcSandboxPutVpnAuthKey.CallOptions,
  ): Promise<IoSvcSandboxPutVpnAuthKey.Response> {
    return this._client
      .call('io.svc.sandbox.putVpnAuthKey', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcSandboxPutVpnAuthKey.toKnownErr(e)
      })
  }

  restoreBackup(
    data?: IoSvcSandboxRestoreBackup.InputSchema,
    opts?: IoSvcSandboxRestoreBackup.CallOptions,
  ): Promise<IoSvcSandboxRestoreBackup.Response> {
    return this._client
      .call('io.svc.sandbox.restoreBackup', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcSandboxRestoreBackup.toKnownErr(e)
      })
  }

  startSandbox(
    data?: IoSvcSandboxStartSandbox.InputSchema,
    opts?: IoSvcSandboxStartSandbox.CallOptions,
  ): Promise<IoSvcSandboxStartSandbox.Response> {
    return this._client
      .call('io.svc.sandbox.startSandbox', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcSandboxStartSandbox.toKnownErr(e)
      })
  }

  stopSandbox(
    data?: IoSvcSandboxStopSandbox.InputSchema,
    opts?: IoSvcSandboxStopSandbox.CallOptions,
  ): Promise<IoSvcSandboxStopSandbox.Response> {
    return this._client
      .call('io.svc.sandbox.stopSandbox', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcSandboxStopSandbox.toKnownErr(e)
      })
  }

  unexposePort(
    data?: IoSvcSandboxUnexposePort.InputSchema,
    opts?: IoSvcSandboxUnexposePort.CallOptions,
  ): Promise<IoSvcSandboxUnexposePort.Response> {
    return this._client
      .call('io.svc.sandbox.unexposePort', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcSandboxUnexposePort.toKnownErr(e)
      })
  }
}

export class IoSvcSecretNS {
  _client: XrpcClient

  constructor(client: XrpcClient) {
    this._client = client
  }

  addSecret(
    data?: IoSvcSecretAddSecret.InputSchema,
    opts?: IoSvcSecretAddSecret.CallOptions,
  ): Promise<IoSvcSecretAddSecret.Response> {
    return this._client
      .call('io.svc.secret.addSecret', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcSecretAddSecret.toKnownErr(e)
      })
  }

  deleteSecret(
    data?: IoSvcSecretDeleteSecret.InputSchema,
    opts?: IoSvcSecretDeleteSecret.CallOptions,
  ): Promise<IoSvcSecretDeleteSecret.Response> {
    return this._client
      .call('io.svc.secret.deleteSecret', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcSecretDeleteSecret.toKnownErr(e)
      })
  }

  getSecret(
    params?: IoSvcSecretGetSecret.QueryParams,
    opts?: IoSvcSecretGetSecret.CallOptions,
  ): Promise<IoSvcSecretGetSecret.Response> {
    return this._client
      .call('io.svc.secret.getSecret', params, undefined, opts)
      .catch((e) => {
        throw IoSvcSecretGetSecret.toKnownErr(e)
      })
  }

  getSecrets(
    params?: IoSvcSecretGetSecrets.QueryParams,
    opts?: IoSvcSecretGetSecrets.CallOptions,
  ): Promise<IoSvcSecretGetSecrets.Response> {
    return this._client
      .call('io.svc.secret.getSecrets', params, undefined, opts)
      .catch((e) => {
        throw IoSvcSecretGetSecrets.toKnownErr(e)
      })
  }

  updateSecret(
    data?: IoSvcSecretUpdateSecret.InputSchema,
    opts?: IoSvcSecretUpdateSecret.CallOptions,
  ): Promise<IoSvcSecretUpdateSecret.Response> {
    return this._client
      .call('io.svc.secret.updateSecret', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcSecretUpdateSecret.toKnownErr(e)
      })
  }
}

export class IoSvcServiceNS {
  _client: XrpcClient

  constructor(client: XrpcClient) {
    this._client = client
  }

  addService(
    data?: IoSvcServiceAddService.InputSchema,
    opts?: IoSvcServiceAddService.CallOptions,
  ): Promise<IoSvcServiceAddService.Response> {
    return this._client
      .call('io.svc.service.addService', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcServiceAddService.toKnownErr(e)
      })
  }

  deleteService(
    data?: IoSvcServiceDeleteService.InputSchema,
    opts?: IoSvcServiceDeleteService.CallOptions,
  ): Promise<IoSvcServiceDeleteService.Response> {
    return this._client
      .call('io.svc.service.deleteService', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcServiceDeleteService.toKnownErr(e)
      })
  }

  getServiceLogs(
    params?: IoSvcServiceGetServiceLogs.QueryParams,
    opts?: IoSvcServiceGetServiceLogs.CallOptions,
  ): Promise<IoSvcServiceGetServiceLogs.Response> {
    return this._client
      .call('io.svc.service.getServiceLogs', params, undefined, opts)
      .catch((e) => {
        throw IoSvcServiceGetServiceLogs.toKnownErr(e)
      })
  }

  getServices(
    params?: IoSvcServiceGetServices.QueryParams,
    opts?: IoSvcServiceGetServices.CallOptions,
  ): Promise<IoSvcServiceGetServices.Response> {
    return this._client
      .call('io.svc.service.getServices', params, undefined, opts)
      .catch((e) => {
        throw IoSvcServiceGetServices.toKnownErr(e)
      })
  }

  restartService(
    data?: IoSvcServiceRestartService.InputSchema,
    opts?: IoSvcServiceRestartService.CallOptions,
  ): Promise<IoSvcServiceRestartService.Response> {
    return this._client
      .call('io.svc.service.restartService', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcServiceRestartService.toKnownErr(e)
      })
  }

  startService(
    data?: IoSvcServiceStartService.InputSchema,
    opts?: IoSvcServiceStartService.CallOptions,
  ): Promise<IoSvcServiceStartService.Response> {
    return this._client
      .call('io.svc.service.startService', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcServiceStartService.toKnownErr(e)
      })
  }

  stopService(
    data?: IoSvcServiceStopService.InputSchema,
    opts?: IoSvcServiceStopService.CallOptions,
  ): Promise<IoSvcServiceStopService.Response> {
    return this._client
      .call('io.svc.service.stopService', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcServiceStopService.toKnownErr(e)
      })
  }

  updateService(
    data?: IoSvcServiceUpdateService.InputSchema,
    opts?: IoSvcServiceUpdateService.CallOptions,
  ): Promise<IoSvcServiceUpdateService.Response> {
    return this._client
      .call('io.svc.service.updateService', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcServiceUpdateService.toKnownErr(e)
      })
  }
}

export class IoSvcVariableNS {
  _client: XrpcClient

  constructor(client: XrpcClient) {
    this._client = client
  }

  addVariable(
    data?: IoSvcVariableAddVariable.InputSchema,
    opts?: IoSvcVariableAddVariable.CallOptions,
  ): Promise<IoSvcVariableAddVariable.Response> {
    return this._client
      .call('io.svc.variable.addVariable', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcVariableAddVariable.toKnownErr(e)
      })
  }

  deleteVariable(
    data?: IoSvcVariableDeleteVariable.InputSchema,
    opts?: IoSvcVariableDeleteVariable.CallOptions,
  ): Promise<IoSvcVariableDeleteVariable.Response> {
    return this._client
      .call('io.svc.variable.deleteVariable', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcVariableDeleteVariable.toKnownErr(e)
      })
  }

  getVariable(
    params?: IoSvcVariableGetVariable.QueryParams,
    opts?: IoSvcVariableGetVariable.CallOptions,
  ): Promise<IoSvcVariableGetVariable.Response> {
    return this._client
      .call('io.svc.variable.getVariable', params, undefined, opts)
      .catch((e) => {
        throw IoSvcVariableGetVariable.toKnownErr(e)
      })
  }

  getVariables(
    params?: IoSvcVariableGetVariables.QueryParams,
    opts?: IoSvcVariableGetVariables.CallOptions,
  ): Promise<IoSvcVariableGetVariables.Response> {
    return this._client
      .call('io.svc.variable.getVariables', params, undefined, opts)
      .catch((e) => {
        throw IoSvcVariableGetVariables.toKnownErr(e)
      })
  }

  updateVariable(
    data?: IoSvcVariableUpdateVariable.InputSchema,
    opts?: IoSvcVariableUpdateVariable.CallOptions,
  ): Promise<IoSvcVariableUpdateVariable.Response> {
    return this._client
      .call('io.svc.variable.updateVariable', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcVariableUpdateVariable.toKnownErr(e)
      })
  }
}

export class IoSvcVolumeNS {
  _client: XrpcClient

  constructor(client: XrpcClient) {
    this._client = client
  }

  addVolume(
    data?: IoSvcVolumeAddVolume.InputSchema,
    opts?: IoSvcVolumeAddVolume.CallOptions,
  ): Promise<IoSvcVolumeAddVolume.Response> {
    return this._client
      .call('io.svc.volume.addVolume', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcVolumeAddVolume.toKnownErr(e)
      })
  }

  deleteVolume(
    data?: IoSvcVolumeDeleteVolume.InputSchema,
    opts?: IoSvcVolumeDeleteVolume.CallOptions,
  ): Promise<IoSvcVolumeDeleteVolume.Response> {
    return this._client
      .call('io.svc.volume.deleteVolume', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcVolumeDeleteVolume.toKnownErr(e)
      })
  }

  getVolume(
    params?: IoSvcVolumeGetVolume.QueryParams,
    opts?: IoSvcVolumeGetVolume.CallOptions,
  ): Promise<IoSvcVolumeGetVolume.Response> {
    return this._client
      .call('io.svc.volume.getVolume', params, undefined, opts)
      .catch((e) => {
        throw IoSvcVolumeGetVolume.toKnownErr(e)
      })
  }

  getVolumes(
    params?: IoSvcVolumeGetVolumes.QueryParams,
    opts?: IoSvcVolumeGetVolumes.CallOptions,
  ): Promise<IoSvcVolumeGetVolumes.Response> {
    return this._client
      .call('io.svc.volume.getVolumes', params, undefined, opts)
      .catch((e) => {
        throw IoSvcVolumeGetVolumes.toKnownErr(e)
      })
  }

  updateVolume(
    data?: IoSvcVolumeUpdateVolume.InputSchema,
    opts?: IoSvcVolumeUpdateVolume.CallOptions,
  ): Promise<IoSvcVolumeUpdateVolume.Response> {
    return this._client
      .call('io.svc.volume.updateVolume', opts?.qp, data, opts)
      .catch((e) => {
        throw IoSvcVolumeUpdateVolume.toKnownErr(e)
      })
  }
}
