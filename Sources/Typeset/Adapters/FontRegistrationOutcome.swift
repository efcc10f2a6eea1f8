/// What a Core Text font registration error code means for the app (`CTFontManagerError`).
public enum FontRegistrationOutcome: Hashable, Sendable {
  /// The file was registered, or was already registered in the process: its fonts can be used.
  case available
  /// The file could not be registered, with Core Text's reason.
  case failed(FontRegistrationFailure)

  /// The outcome of a registration: `succeeded`, or Core Text's error code otherwise.
  ///
  /// Registering a file twice fails with `alreadyRegistered` (105); the fonts are available,
  /// so registering a typography twice is harmless.
  public init(succeeded: Bool, errorCode: Int?) {
    if succeeded || errorCode == FontRegistrationFailure.alreadyRegisteredCode {
      self = .available
    } else {
      self = .failed(FontRegistrationFailure(code: errorCode))
    }
  }
}
