import DynamicType
import Foundation
import Testing
import Typeset
import TypesetTestSupport

/// The decisions of the app-wide install that live in the engine: the environment of a request
/// without traits, the install state machine, the substitution cache, when text is re-applied,
/// and which registration failures leave the fonts usable.
struct AdaptersAppWideTests {
  // MARK: Defect 3: the category and Bold Text of a request without (some) traits.

  @Test func requestWithoutTraitsUsesTheAppWideSettings() {
    let app = AppTextSettings.Values(category: .accessibility2, isBoldTextEnabled: true)
    let environment = TypeEnvironment(platform: .iOS, traits: nil, app: app)
    #expect(environment.category == .accessibility2)
    #expect(environment.isBoldTextEnabled)
  }

  @Test func unspecifiedTraitsFallBackOneByOne() {
    let app = AppTextSettings.Values(category: .xxLarge, isBoldTextEnabled: true)
    // A collection with only a display scale: UIContentSizeCategoryUnspecified, weight -1.
    let scaleOnly = RequestTraits(
      contentSizeCategoryRawValue: "_UICTContentSizeCategoryUnspecified",
      legibilityWeightRawValue: -1, displayScale: 2)
    #expect(scaleOnly == RequestTraits(displayScale: 2))
    let environment = TypeEnvironment(platform: .iOS, traits: scaleOnly, app: app)
    #expect(environment.category == .xxLarge)
    #expect(environment.isBoldTextEnabled)
    #expect(environment.displayScale == 2)
    // Specified traits win over the app-wide values.
    let specified = RequestTraits(
      contentSizeCategoryRawValue: "UICTContentSizeCategoryS", legibilityWeightRawValue: 0,
      displayScale: 0)
    let own = TypeEnvironment(platform: .iOS, traits: specified, app: app)
    #expect(own.category == .small)
    #expect(!own.isBoldTextEnabled)
  }

  /// A request's own traits win over the key window's trait overrides, which fill what it
  /// leaves unspecified; the display scale is the request's alone.
  @Test func requestTraitsWinOverTheWindowsOverrides() {
    let overrides = RequestTraits(
      category: .accessibility2, isBoldTextEnabled: true, displayScale: 3)
    let filled = RequestTraits(isBoldTextEnabled: false).filled(from: overrides)
    #expect(filled == RequestTraits(category: .accessibility2, isBoldTextEnabled: false))
    #expect(RequestTraits().filled(from: RequestTraits()) == RequestTraits())
    #expect(
      RequestTraits(category: .small, displayScale: 2).filled(from: overrides)
        == RequestTraits(category: .small, isBoldTextEnabled: true, displayScale: 2))
  }

  @Test func settingsReportChangesAndAreReadFromAnyThread() async {
    let settings = AppTextSettings()
    #expect(settings.values == AppTextSettings.Values(category: .large, isBoldTextEnabled: false))
    #expect(
      settings.update(
        AppTextSettings.Values(
          contentSizeCategoryRawValue: "UICTContentSizeCategoryAccessibilityM",
          isBoldTextEnabled: false)))
    #expect(!settings.update(AppTextSettings.Values(category: .accessibility1)))
    // A background thread reads the main thread's value, not a per-thread default of Large.
    let read = await Task.detached { settings.values.category }.value
    #expect(read == .accessibility1)
  }

  // MARK: Defect 2: exchange once, never back; install atomic.

  @Test func installExchangesOnceAndUninstallOnlyClears() throws {
    let typography = try Fixtures.typography([Fixtures.sans])
    let state = AppWideInstall()
    var exchanges = 0
    state.install(typography) { exchanges += 1 }
    #expect(state.substitution?.typography.defaultFamilyName == "Sans")
    state.uninstall()
    #expect(state.substitution == nil)
    #expect(state.isExchanged)
    state.install(typography) { exchanges += 1 }
    #expect(exchanges == 1)
    #expect(state.substitution != nil)
  }

  @Test func concurrentInstallsExchangeExactlyOnce() throws {
    let typography = try Fixtures.typography([Fixtures.sans])
    let state = AppWideInstall()
    let counter = Counter()
    DispatchQueue.concurrentPerform(iterations: 64) { index in
      if index % 3 == 1 {
        state.uninstall()
      } else {
        state.install(typography) {
          counter.increment()
          // Another installer must not get past the exchange while it runs.
          Thread.sleep(forTimeInterval: 0.002)
        }
        // An install returns only after the exchange has happened.
        #expect(state.isExchanged)
      }
    }
    #expect(counter.value == 1)
  }

  @Test func aReplacementCalledDuringTheExchangeSeesNothingInstalled() throws {
    let typography = try Fixtures.typography([Fixtures.sans])
    let state = AppWideInstall()
    var seen: InstalledSubstitution? = nil
    var asked = false
    // The platform may call a replacement while the methods are being exchanged (a class's
    // +initialize): it must not block, and must call the original.
    state.install(typography) {
      asked = true
      seen = state.substitution
    }
    #expect(asked)
    #expect(seen == nil)
    #expect(state.substitution != nil)
  }

  // MARK: Defect 9: one substitution per install, one plan per style and environment.

  @Test func oneSubstitutionPerInstallAndCachedPlans() throws {
    let typography = try Fixtures.typography([Fixtures.sans])
    let state = AppWideInstall()
    state.install(typography) {}
    let first = try #require(state.substitution)
    #expect(state.substitution === first)
    let environment = Fixtures.environment(.xLarge)
    let plan = first.plan(for: .body, in: environment)
    #expect(plan == (try typography.platformFontPlan(for: .body, in: environment)))
    #expect(first.cachedPlanCount == 1)
    for _ in 0..<100 { _ = first.plan(for: .body, in: environment) }
    #expect(first.cachedPlanCount == 1)
    _ = first.plan(for: .body, in: Fixtures.environment(.xLarge, bold: true))
    #expect(first.cachedPlanCount == 2)
    state.install(typography) {}
    #expect(state.substitution !== first)
  }

  // MARK: Defect 1: text is re-applied only while the view still shows it.

  @Test func textIsReappliedOnlyWhileUnchanged() {
    var applied = AppliedText("Hello")
    #expect(applied.textToReapply(viewText: "Hello") == "Hello")
    #expect(applied.textToReapply(viewText: "Hello, world") == nil)
    #expect(applied.text == nil)
    // Once the view's text was someone else's, the adapter never takes it back.
    #expect(applied.textToReapply(viewText: "Hello") == nil)
    var none = AppliedText()
    #expect(none.textToReapply(viewText: "Anything") == nil)
  }

  // MARK: Defect 11: a duplicated name is usable when the registered faces are found by name.

  @Test func duplicatedNameIsUsableWhenEveryFaceIsFoundByName() {
    let names = ["Sans-Regular", "Sans-Semibold"]
    let usable = FontRegistrationOutcome(
      succeeded: false, errorCode: 305, postScriptNames: names, isAvailable: { _ in true })
    #expect(usable == .availableFromExistingRegistration(postScriptNames: names))
    #expect(usable.isAvailable)
    let partly = FontRegistrationOutcome(
      succeeded: false, errorCode: 305, postScriptNames: names,
      isAvailable: { $0 == "Sans-Regular" })
    #expect(partly == .failed(.duplicatedName))
    #expect(!partly.isAvailable)
    // Without the faces to look for, nothing shows the registered copy is the usable one.
    #expect(
      FontRegistrationOutcome(succeeded: false, errorCode: 305, isAvailable: { _ in true })
        == .failed(.duplicatedName))
    // Other failures never ask.
    #expect(
      FontRegistrationOutcome(
        succeeded: false, errorCode: 104, postScriptNames: names, isAvailable: { _ in true })
        == .failed(.invalidFontData))
  }
}

/// A thread-safe counter for the concurrency tests.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  func increment() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}
