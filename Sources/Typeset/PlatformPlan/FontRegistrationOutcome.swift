/// What a Core Text font registration error code means for the app (`CTFontManagerError`).
public enum FontRegistrationOutcome: Hashable, Sendable {
  /// The file was registered, or was already registered in the process: its fonts can be used.
  case available
  /// The file was not registered because fonts of the same PostScript names are registered
  /// already (from another copy of the file, another bundle or the system), and each of those
  /// faces is found by its name: they are the ones drawn.
  case availableFromExistingRegistration(postScriptNames: [String])
  /// The file could not be registered, with Core Text's reason.
  case failed(FontRegistrationFailure)

  /// The outcome of a registration: `succeeded`, or Core Text's error code otherwise.
  ///
  /// Registering a file twice fails with `alreadyRegistered` (105); the fonts are available,
  /// so registering a typography twice is harmless. A `duplicatedName` (305) failure is usable
  /// too when every face the typography expects from the file is found by its PostScript name
  /// (`isAvailable`), since the copy already registered is what Core Text draws by that name;
  /// otherwise it is a failure.
  ///
  /// ```swift
  /// FontRegistrationOutcome(succeeded: false, errorCode: 305, postScriptNames: ["Brand-Regular"]) {
  ///   CTFontCopyPostScriptName(CTFontCreateWithName($0 as CFString, 12, nil)) as String == $0
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - succeeded: What the registration call returned.
  ///   - errorCode: The `CFError` code when it failed.
  ///   - postScriptNames: The faces the typography expects from the file.
  ///   - isAvailable: Whether a face is found by its PostScript name (asked only for 305).
  public init(
    succeeded: Bool, errorCode: Int?, postScriptNames: [String] = [],
    isAvailable: (String) -> Bool = { _ in false }
  ) {
    if succeeded || errorCode == FontRegistrationFailure.alreadyRegisteredCode {
      self = .available
    } else if errorCode == FontRegistrationFailure.duplicatedNameCode, !postScriptNames.isEmpty,
      postScriptNames.allSatisfy(isAvailable)
    {
      self = .availableFromExistingRegistration(postScriptNames: postScriptNames)
    } else {
      self = .failed(FontRegistrationFailure(code: errorCode))
    }
  }

  /// Whether the file's fonts can be used.
  public var isAvailable: Bool {
    if case .failed = self { return false }
    return true
  }
}
