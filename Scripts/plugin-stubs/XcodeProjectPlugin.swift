// Stub of XcodeProjectPlugin for the Linux type-check of the Xcode half of the TypesetGenerate
// plugin (Scripts/typecheck-plugins.sh). Test scaffolding, never shipped.
//
// SDK: none — XcodeProjectPlugin ships inside Xcode only, and its interface is in no
// repository the search tools hold (xybp888/iOS-SDKs and phracker/MacOSX-SDKs have SDKs, not
// Xcode's plugin modules). Each declaration below is limited to what the plugin uses and has the
// shape of its PackagePlugin counterpart (PluginContext.tool(named:),
// pluginWorkDirectoryURL, File.url), which the real PackagePlugin module on Linux checks. A
// build in Xcode (.github/workflows) is what can confirm it.

import Foundation
import PackagePlugin

/// A build-tool plugin's entry point for Xcode project targets.
public protocol XcodeBuildToolPlugin {
  /// The commands to run for `target`.
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// What Xcode gives a plugin: its tools and its work directory.
public struct XcodePluginContext {
  /// A tool the plugin depends on.
  public func tool(named name: String) throws -> PluginContext.Tool { fatalError() }
  /// A directory the plugin may write to.
  public var pluginWorkDirectoryURL: URL { fatalError() }
}

/// A target of an Xcode project.
public struct XcodeTarget {
  /// The files the target builds from.
  public var inputFiles: FileList { fatalError() }
}
