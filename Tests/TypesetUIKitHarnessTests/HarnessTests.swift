#if TYPESET_LINUX_HARNESS
  import AppleFakes
  import DynamicType
  import Foundation
  import Testing
  import Typeset
  import TypesetTestSupport

  /// The UIKit adapter's own code (Sources/TypesetUIKit, compiled into this target) run against
  /// the fakes in AppleFakes. One serialized suite: the install, the appearance proxies and the
  /// app-wide settings are process-wide, as they are in an app.
  @MainActor @Suite(.serialized) struct UIKitHarnessTests {
    let sans: Typography

    init() async throws {
      sans = try Fixtures.typography([Fixtures.sans])
      AppTypography.uninstall()
      UIFont.onCreate = nil
      await Self.setSettings(.large, bold: false)
    }

    /// Changes the user's settings and posts UIKit's notifications, as Settings does, then lets
    /// the main actor run the refresh (the test's thread is not the main thread on Linux, so
    /// the observer hands the refresh to the main actor).
    static func setSettings(_ category: UIContentSizeCategory, bold: Bool) async {
      UIApplication.shared.preferredContentSizeCategory = category
      UIAccessibility.isBoldTextEnabled = bold
      NotificationCenter.default.post(
        name: UIContentSizeCategory.didChangeNotification, object: nil)
      NotificationCenter.default.post(
        name: UIAccessibility.boldTextStatusDidChangeNotification, object: nil)
      let expected = AppTextSettings.Values(
        contentSizeCategoryRawValue: category.rawValue, isBoldTextEnabled: bold)
      for _ in 0..<100 where InstalledTypography.settings.values != expected {
        await Task.yield()
      }
    }

    static func traits(_ category: UIContentSizeCategory, bold: Bool = false) -> UITraitCollection {
      UITraitCollection(traitsFrom: [
        UITraitCollection(preferredContentSizeCategory: category),
        UITraitCollection(legibilityWeight: bold ? .bold : .regular),
      ])
    }

    // MARK: Defect 1

    @Test func editsSurviveATraitChange() throws {
      let textView = UITextView()
      textView.setTypography(sans, style: .textStyle(.body), text: "Hello")
      textView.insertText(", world")
      let label = UILabel()
      label.setTypography(sans, style: .textStyle(.body), text: "Price")
      label.text = "Sold out"
      let untouched = UILabel()
      untouched.setTypography(sans, style: .textStyle(.body), text: "Same")
      let before = try #require(
        untouched.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil)
          as? NSMutableParagraphStyle)

      for view in [textView, label, untouched] as [UIView] {
        view.simulateTraitChange(Self.traits(.accessibilityMedium))
      }

      #expect(textView.text == "Hello, world")
      #expect(label.text == "Sold out")
      // Text nobody changed still gets the new category's line height.
      #expect(untouched.text == "Same")
      let after = try #require(
        untouched.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil)
          as? NSMutableParagraphStyle)
      #expect(after.minimumLineHeight > before.minimumLineHeight)
    }

    /// Before iOS 17 the adapter observes traits through a hidden subview's
    /// `traitCollectionDidChange(_:)`; it reports category and Bold Text changes only.
    @Test func traitChangeViewReportsCategoryAndBoldTextChanges() {
      let view = TraitChangeView()
      var changes = 0
      view.onChange = { changes += 1 }
      view.simulateTraitChange(Self.traits(.accessibilityMedium))
      #expect(changes == 1)
      view.simulateTraitChange(Self.traits(.accessibilityMedium))
      #expect(changes == 1)
      view.simulateTraitChange(Self.traits(.accessibilityMedium, bold: true))
      #expect(changes == 2)
    }

    // MARK: Defect 2

    @Test func installUninstallInstallFromSeveralThreads() throws {
      let done = Flag()
      let group = DispatchGroup()
      for thread in 0..<4 {
        DispatchQueue.global().async(group: group) {
          while !done.isSet {
            _ = UIFont.systemFont(ofSize: 12)
            _ = UIFont.preferredFont(forTextStyle: .body)
            if thread.isMultiple(of: 2) { _ = UIFont.boldSystemFont(ofSize: 14) }
          }
        }
      }
      for _ in 0..<200 {
        AppTypography.install(sans)
        AppTypography.uninstall()
      }
      AppTypography.install(sans)
      done.set()
      group.wait()

      #expect(ObjCRuntime.recursions.isEmpty)
      // Every method was exchanged exactly once, however often the app installed.
      #expect(ObjCRuntime.exchangeCount == MethodExchange.all.count)
      #expect(UIFont.systemFont(ofSize: 12).fontName == "Sans-Regular")
      AppTypography.uninstall()
      // The original is not lost: with nothing installed the replacement calls UIKit's.
      #expect(UIFont.systemFont(ofSize: 12).fontName == ".SFUI-Regular")
      #expect(UIFont.boldSystemFont(ofSize: 12).fontName == ".SFUI-Semibold")
      AppTypography.install(sans)
      #expect(UIFont.systemFont(ofSize: 12).fontName == "Sans-Regular")
    }

    // MARK: Defect 3

    @Test func fontsWithoutTraitsFollowTheAppSettingOnAnyThread() async throws {
      AppTypography.install(sans)
      await Self.setSettings(.accessibilityMedium, bold: false)
      // A background thread's UITraitCollection.current reads Large.
      let category = await Task.detached {
        UIFont.preferredFont(forTextStyle: .body).scaledCategory
      }.value
      let expected = try sans.platformFontPlan(
        for: .body, in: TypeEnvironment(platform: .iOS, category: .accessibility1))
      if case .platformScaled = expected.sizing {
        #expect(category == .accessibilityMedium)
      } else {
        Issue.record("the fixture's body is expected to be platform-scaled")
      }
      // An unspecified category in the request's traits falls back the same way.
      let font = UIFont.preferredFont(
        forTextStyle: .body, compatibleWith: UITraitCollection(displayScale: 2))
      #expect(font.scaledCategory == .accessibilityMedium)
    }

    // MARK: Defect 4

    @Test func appearanceFollowsCategoryAndBoldTextChanges() async throws {
      let custom = UINavigationBarAppearance()
      let color = NSAttributedString.Key(rawValue: "NSColor")
      custom.titleTextAttributes = [color: "brand blue"]
      UINavigationBar.appearance().scrollEdgeAppearance = custom
      AppTypography.install(sans)
      let window = UIWindow()
      let bar = UINavigationBar()
      window.addSubview(bar)
      #expect(bar.drawnTitleFont()?.fontName == "Sans-Semibold")
      #expect((bar.titleTextAttributes?[.font] as? UIFont)?.fontName == "Sans-Semibold")
      // The app's scroll-edge appearance keeps its own attributes and gets the font.
      #expect(bar.drawnTitleFont(atScrollEdge: true)?.fontName == "Sans-Semibold")
      #expect(bar.scrollEdgeAppearance?.titleTextAttributes[color] as? String == "brand blue")

      let standardBefore = UINavigationBar.appearance().standardAppearance
      await Self.setSettings(.accessibilityMedium, bold: false)
      // A category change sets the proxies again (UIKit's bar titles keep their sizes).
      #expect(UINavigationBar.appearance().standardAppearance !== standardBefore)
      await Self.setSettings(.accessibilityMedium, bold: true)
      let later = UINavigationBar()
      window.addSubview(later)
      // Semibold with Bold Text is drawn heavier: Sans's 800.
      #expect(later.drawnTitleFont()?.fontName == "Sans-Heavy")
      #expect(later.drawnTitleFont(atScrollEdge: true)?.fontName == "Sans-Heavy")
      AppTypography.uninstall()
      #expect(UINavigationBar.appearance().scrollEdgeAppearance === custom)
      UINavigationBar.appearance().scrollEdgeAppearance = nil
    }

    // MARK: Defect 6

    @Test func configurationButtonGetsTheBrandFont() throws {
      AppTypography.install(sans)
      let button = UIButton()
      var configuration = UIButton.Configuration.plain()
      configuration.title = "Buy"
      button.configuration = configuration
      button.layoutIfNeeded()
      #expect(button.drawnTitleFont()?.fontName == "Sans-Regular")
      // A system font UIKit hands over is replaced by its usage and size.
      var incoming = AttributeContainer()
      incoming.font = UIFont.system(size: 15, usage: "CTFontDemiUsage")
      let replaced = button.drawnTitleFont(incoming: incoming)
      #expect(replaced?.fontName == "Sans-Semibold")
      #expect(replaced?.pointSize == 15)

      // A transformer the app set is the app's choice.
      let own = UIButton()
      var ownConfiguration = UIButton.Configuration.plain()
      let chosen = UIFont.system(size: 11, usage: "CTFontRegularUsage", name: "Chosen")
      ownConfiguration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer {
        var outgoing = $0
        outgoing.font = chosen
        return outgoing
      }
      own.configuration = ownConfiguration
      own.layoutIfNeeded()
      #expect(own.drawnTitleFont()?.fontName == "Chosen")

      // A button from a xib is restyled after awakeFromNib.
      let decoded = UIButton()
      decoded.configuration = .plain()
      decoded.awakeFromNib()
      #expect(decoded.drawnTitleFont()?.fontName == "Sans-Regular")
    }

    // MARK: Defect 7

    @Test func boldAndItalicUseTheReentrancyGuard() throws {
      AppTypography.install(try Fixtures.typography([Fixtures.serif]))
      let nested = Recorder()
      UIFont.onCreate = { _ in
        // Core Text asking for a system font while a replacement builds its font.
        guard nested.count < 3 else { return }
        nested.record(UIFont.systemFont(ofSize: 9).fontName)
      }
      defer { UIFont.onCreate = nil }
      let bold = UIFont.boldSystemFont(ofSize: 15)
      #expect(bold.fontName.hasPrefix("Serif-"))
      #expect(nested.names == [".SFUI-Regular"])
      let italic = UIFont.italicSystemFont(ofSize: 15)
      #expect(italic.fontName == "Serif-Italic")
      #expect(nested.names == [".SFUI-Regular", ".SFUI-Regular"])
    }

    // MARK: Defect 8

    @Test func preferredFontDescriptorsAreReplaced() throws {
      AppTypography.install(sans)
      let plain = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
      #expect(plain.object(forKey: .name) as? String == "Sans-Regular")
      let boldTraits = UITraitCollection(legibilityWeight: .bold)
      let bold = UIFontDescriptor.preferredFontDescriptor(
        withTextStyle: .body, compatibleWith: boldTraits)
      let expected = try sans.resolve(
        .body, in: TypeEnvironment(platform: .iOS, isBoldTextEnabled: true))
      #expect(bold.object(forKey: .name) as? String == expected.face.postScriptName)
      #expect(expected.face.postScriptName != "Sans-Regular")
    }

    // MARK: Defect 9

    @Test func systemFontCallsShareOneSubstitution() throws {
      AppTypography.install(sans)
      let installed = try #require(InstalledTypography.state.substitution)
      for _ in 0..<50 { _ = UIFont.preferredFont(forTextStyle: .body) }
      #expect(InstalledTypography.state.substitution === installed)
      #expect(installed.cachedPlanCount == 1)
    }

    // MARK: Defect 11

    @Test func duplicatedNameRegistrationIsUsableWhenTheFacesAreFound() throws {
      FakeFontManager.reset()
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("typeset-harness-\(UUID().uuidString)")
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      for resource in sans.fontResources {
        let url = folder.appendingPathComponent(resource.file)
        _ = FileManager.default.createFile(atPath: url.path, contents: Data([0]))
        FakeFontManager.setFaces(resource.postScriptNames, in: url)
      }
      let bundle = try #require(Bundle(path: folder.path))
      // Another copy of Sans-Regular is registered already: 305, and the face is found.
      FakeFontManager.registerElsewhere(["Sans-Regular"])
      let urls = try FontRegistration.register(sans, in: bundle)
      #expect(urls.count == sans.fontResources.count)
      // Registering again: 105 for every file, still fine.
      #expect(throws: Never.self) { try FontRegistration.register(sans, in: bundle) }

      // A duplicated name that leaves the typography's face missing is an error.
      FakeFontManager.reset()
      let regular = folder.appendingPathComponent("Fonts/Sans-Regular.ttf")
      FakeFontManager.setFaces(["Other-Regular"], in: regular)
      FakeFontManager.registerElsewhere(["Other-Regular"])
      let resource = try #require(sans.fontResources.first { $0.file == "Fonts/Sans-Regular.ttf" })
      #expect(throws: FontRegistrationError.rejected(resource, .duplicatedName)) {
        try FontRegistration.register(sans, in: bundle)
      }
    }
  }

  // MARK: Issue 35: the adapter defects (each test fails on the adapter before its fix)

  extension UIKitHarnessTests {
    /// The font of the run at `index` of `text`.
    static func font(_ text: NSAttributedString?, at index: Int) -> String? {
      (text?.attribute(.font, at: index, effectiveRange: nil) as? UIFont)?.fontName
    }

    /// A storyboard's attributed text: a regular run, a bold run, an italic run (system fonts,
    /// as Interface Builder encodes them) and a run in a font the app chose.
    static func storyboardText() -> NSAttributedString {
      let text = NSMutableAttributedString(string: "")
      for (string, font) in [
        ("Plain ", UIFont.system(size: 17, usage: "CTFontRegularUsage")),
        ("bold ", UIFont.system(size: 17, usage: "CTFontEmphasizedUsage", name: ".SFUI-Semibold")),
        (
          "italic ",
          UIFont.system(size: 17, usage: "CTFontObliqueUsage", name: ".SFUI-RegularItalic")
        ),
        (
          "chosen",
          UIFont(descriptor: UIFontDescriptor(fontAttributes: [.name: "Chosen"]), size: 17)
        ),
      ] {
        text.append(NSAttributedString(string: string, attributes: [.font: font]))
      }
      return text
    }

    @Test func storyboardAttributedTextKeepsItsBoldAndItalicRuns() throws {
      AppTypography.install(try Fixtures.typography([Fixtures.serif]))
      let label = UILabel()
      let textView = UITextView()
      // Decoding sets the view's font (the first run's), then its attributed text.
      label.font = UIFont.system(size: 17, usage: "CTFontRegularUsage")
      label.attributedText = Self.storyboardText()
      textView.font = UIFont.system(size: 17, usage: "CTFontRegularUsage")
      textView.attributedText = Self.storyboardText()
      label.awakeFromNib()
      textView.awakeFromNib()

      for text in [label.attributedText, textView.attributedText] {
        #expect(text?.string == "Plain bold italic chosen")
        #expect(Self.font(text, at: 0) == "Serif-Regular")
        #expect(Self.font(text, at: 6) == "Serif-Bold")
        #expect(Self.font(text, at: 11) == "Serif-Italic")
        // A font that is not the system's is the app's choice.
        #expect(Self.font(text, at: 18) == "Chosen")
      }
      // The view's own font, for text set later, is replaced too.
      #expect(label.font.fontName == "Serif-Regular")
      #expect(textView.font?.fontName == "Serif-Regular")
    }

    @Test func navigationBarsKeepTheAppsOwnStandardAppearance() async throws {
      let color = NSAttributedString.Key(rawValue: "NSColor")
      let own = UINavigationBarAppearance()
      own.titleTextAttributes = [color: "brand blue"]
      own.largeTitleTextAttributes = [color: "brand green"]
      UINavigationBar.appearance().standardAppearance = own
      defer { UINavigationBar.appearance().standardAppearance = UINavigationBarAppearance() }
      AppTypography.install(sans)
      let window = UIWindow()
      let bar = UINavigationBar()
      window.addSubview(bar)
      #expect(bar.standardAppearance.titleTextAttributes[color] as? String == "brand blue")
      #expect(bar.standardAppearance.largeTitleTextAttributes[color] as? String == "brand green")
      #expect(bar.drawnTitleFont()?.fontName == "Sans-Semibold")

      // Again after a text-size change.
      await UIKitHarnessTests.setSettings(.accessibilityMedium, bold: true)
      let later = UINavigationBar()
      window.addSubview(later)
      #expect(later.standardAppearance.titleTextAttributes[color] as? String == "brand blue")
      #expect(later.drawnTitleFont()?.fontName == "Sans-Heavy")

      AppTypography.uninstall()
      let restored = UINavigationBar.appearance().standardAppearance
      #expect(restored.titleTextAttributes[color] as? String == "brand blue")
      #expect(restored.titleTextAttributes[.font] == nil)
    }

    @Test func navigationBarsInLiveWindowsAreRestyled() async throws {
      let color = NSAttributedString.Key(rawValue: "NSColor")
      let scene = UIWindowScene()
      UIApplication.shared.connectedScenes.insert(scene)
      defer { UIApplication.shared.connectedScenes.remove(scene) }
      let window = UIWindow()
      scene.windows = [window]
      let container = UIView()
      window.addSubview(container)
      // A bar on screen before the install, with the app's own appearance.
      let bar = UINavigationBar()
      container.addSubview(bar)
      let own = UINavigationBarAppearance()
      own.titleTextAttributes = [color: "brand blue"]
      bar.standardAppearance = own

      AppTypography.install(sans)
      #expect(bar.drawnTitleFont()?.fontName == "Sans-Semibold")
      #expect(bar.standardAppearance.titleTextAttributes[color] as? String == "brand blue")
      #expect((bar.titleTextAttributes?[.font] as? UIFont)?.fontName == "Sans-Semibold")

      await Self.setSettings(.accessibilityMedium, bold: true)
      #expect(bar.drawnTitleFont()?.fontName == "Sans-Heavy")
      #expect(bar.standardAppearance.titleTextAttributes[color] as? String == "brand blue")
    }

    @Test func stylesThatDoNotScaleByFontMetricsStayScalableWithAMaximum() async throws {
      // A minimum size is something UIFontMetrics cannot express: the style's plan is fixed.
      let typography = try Fixtures.typography(
        [Fixtures.sans], styles: [.textStyle(.body): StyleDefinition(minimumSize: 15)])
      AppTypography.install(typography)
      await UIKitHarnessTests.setSettings(.extraExtraLarge, bold: false)
      let environment = TypeEnvironment(platform: .iOS, category: .xxLarge)
      let plan = try typography.platformFontPlan(for: .body, in: environment)
      guard case .fixed(let pointSize) = plan.sizing else {
        Issue.record("body with a minimum size is expected to be fixed")
        return
      }

      let font = UIFont.preferredFont(forTextStyle: .body)
      // Made by UIFontMetrics, so that adjustsFontForContentSizeCategory keeps it current.
      #expect(font.scaledTextStyle == .body)
      #expect(font.scaledCategory == .extraExtraLarge)
      // From a base size that UIFontMetrics' ratio turns into the engine's size now …
      let ratio = try FontMetricsScaling.ratio(for: .body, at: .xxLarge, on: .iOS)
      let base = try #require(font.scaledFromPointSize)
      #expect(abs(Double(base) * ratio - pointSize) < 0.001)
      // … capped at the largest size the engine gives the style.
      let largest = try ContentSizeCategory.allCases.map {
        try typography.resolve(.body, in: TypeEnvironment(platform: .iOS, category: $0)).pointSize
      }.max()
      #expect(font.scaledMaximumPointSize.map(Double.init) == largest)
    }

    @Test func configurationUpdateHandlerKeepsTheBrandFontWithoutAnotherUpdate() throws {
      AppTypography.install(sans)
      let button = UIButton()
      var handled = 0
      // The common handler: a new configuration for the button's state, every update.
      button.configurationUpdateHandler = { button in
        handled += 1
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Buy"
        button.configuration = configuration
      }
      button.layoutIfNeeded()
      #expect(handled == 1)
      #expect(button.drawnTitleFont()?.fontName == "Sans-Regular")
      // The update settled: no further update is pending, so none ping-pongs.
      #expect(!button.needsConfigurationUpdate)
      button.layoutIfNeeded()
      #expect(handled == 1)
      // A later update (a state change) keeps it too.
      button.setNeedsUpdateConfiguration()
      button.layoutIfNeeded()
      #expect(handled == 2)
      #expect(button.drawnTitleFont()?.fontName == "Sans-Regular")
      #expect(!button.needsConfigurationUpdate)
    }

    @Test func configurationButtonTitlesFollowTheButtonsTraits() throws {
      AppTypography.install(sans)
      let button = UIButton()
      var configuration = UIButton.Configuration.plain()
      configuration.title = "Buy"
      button.configuration = configuration
      button.layoutIfNeeded()
      // The button is in a window whose text size differs from the app's (Large).
      button.simulateTraitChange(UIKitHarnessTests.traits(.accessibilityMedium))
      var incoming = AttributeContainer()
      incoming.font = UIFont.system(size: 17, usage: UIFont.TextStyle.body.rawValue)
      #expect(button.drawnTitleFont(incoming: incoming)?.scaledCategory == .accessibilityMedium)
      #expect(button.drawnTitleFont()?.scaledCategory == .accessibilityMedium)
    }

    @Test func theAppMayScaleReplacedPreferredFontsAgain() throws {
      AppTypography.install(sans)
      UIFontMetrics.resetRaisedExceptions()
      defer { UIFontMetrics.resetRaisedExceptions() }
      let preferred = UIFont.preferredFont(forTextStyle: .body)
      // The replacement stays a UIFontMetrics font, which UIKit keeps current itself.
      #expect(preferred.isFontMetricsScaled)
      let metrics = UIFontMetrics(forTextStyle: .headline)
      let traits = UITraitCollection(preferredContentSizeCategory: .extraLarge)
      let rescaled = [
        metrics.scaledFont(for: preferred),
        metrics.scaledFont(for: preferred, maximumPointSize: 30),
        metrics.scaledFont(for: preferred, compatibleWith: traits),
        metrics.scaledFont(for: preferred, maximumPointSize: 30, compatibleWith: traits),
      ]
      #expect(UIFontMetrics.raisedExceptions.isEmpty)
      for font in rescaled {
        #expect(font.fontName == "Sans-Regular")
        // Scaled again from the font's own size, as a preferred font of UIKit's would be.
        #expect(font.scaledFromPointSize == preferred.pointSize)
      }
      // Any other font UIFontMetrics returned still raises, as in UIKit.
      _ = metrics.scaledFont(for: rescaled[0])
      #expect(UIFontMetrics.raisedExceptions.count == 1)
    }

    @Test func boldAndItalicVariantsOfReplacedDescriptorsAreTheTypographysFaces() throws {
      AppTypography.install(try Fixtures.typography([Fixtures.serif]))
      let descriptor = UIFont.preferredFont(forTextStyle: .body).fontDescriptor
      // App code such as `descriptor.withSymbolicTraits(.traitBold)!` must not meet nil.
      let bold = try #require(descriptor.withSymbolicTraits(.traitBold))
      #expect(bold.object(forKey: .name) as? String == "Serif-Bold")
      let italic = try #require(descriptor.withSymbolicTraits(.traitItalic))
      #expect(italic.object(forKey: .name) as? String == "Serif-Italic")
      // The traits replace the face's own: bold, then no traits, is the regular face again.
      let regular = try #require(bold.withSymbolicTraits([]))
      #expect(regular.object(forKey: .name) as? String == "Serif-Regular")
      // A family without 700: the nearest face (Sans has 300, 400, 600, 800).
      AppTypography.install(sans)
      let sansBold = UIFont.preferredFont(forTextStyle: .body).fontDescriptor
        .withSymbolicTraits(.traitBold)
      #expect(sansBold?.object(forKey: .name) as? String == "Sans-Heavy")
      // A descriptor the typography did not make is UIKit's to answer.
      let system = UIFont.system(size: 17, usage: "CTFontRegularUsage").fontDescriptor
      #expect(
        system.withSymbolicTraits(.traitBold)?.object(forKey: .name) as? String == ".SFUI-Bold")
      let chosen = UIFontDescriptor(fontAttributes: [.name: "Chosen"])
      #expect(chosen.withSymbolicTraits(.traitBold) == nil)
    }

    @Test func replacementFontsAreMadeOncePerRequestAndSettings() async throws {
      AppTypography.install(sans)
      let made = Recorder()
      UIFont.onCreate = { made.record($0.fontName) }
      defer { UIFont.onCreate = nil }
      for _ in 0..<20 {
        _ = UIFont.systemFont(ofSize: 12)
        _ = UIFont.boldSystemFont(ofSize: 12)
        _ = UIFont.preferredFont(forTextStyle: .body)
      }
      #expect(made.names == ["Sans-Regular", "Sans-Semibold", "Sans-Regular"])
      // Other settings are another request; the fonts follow them.
      await Self.setSettings(.accessibilityMedium, bold: true)
      #expect(UIFont.systemFont(ofSize: 12).fontName == "Sans-Semibold")
      #expect(UIFont.preferredFont(forTextStyle: .body).scaledCategory == .accessibilityMedium)
      let afterChange = made.count
      for _ in 0..<20 {
        _ = UIFont.systemFont(ofSize: 12)
        _ = UIFont.preferredFont(forTextStyle: .body)
      }
      #expect(made.count == afterChange)
      // Another install answers with its own typography's fonts.
      AppTypography.install(try Fixtures.typography([Fixtures.serif]))
      #expect(UIFont.systemFont(ofSize: 12).fontName.hasPrefix("Serif-"))
    }

    @available(iOS 17.0, tvOS 17.0, *)
    @Test func textSizeOverrideReachesFontsAskedForWithoutTraits() async throws {
      AppTypography.install(sans)
      let window = UIWindow()
      window.setTextSizeOverride(.accessibility1)
      defer { window.setTextSizeOverride(nil) }
      #expect(UIFont.preferredFont(forTextStyle: .body).scaledCategory == .accessibilityMedium)
      let elsewhere = await Task.detached {
        UIFont.preferredFont(forTextStyle: .body).scaledCategory
      }.value
      #expect(elsewhere == .accessibilityMedium)
      // A request's own traits still win.
      let traits = UITraitCollection(preferredContentSizeCategory: .extraLarge)
      #expect(
        UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).scaledCategory
          == .extraLarge)
      window.setTextSizeOverride(nil)
      #expect(UIFont.preferredFont(forTextStyle: .body).scaledCategory == .large)
    }

    /// Waits until the main actor has run what a notification handed it.
    static func settle(until done: () -> Bool) async {
      for _ in 0..<100 where !done() { await Task.yield() }
    }

    @available(iOS 17.0, tvOS 17.0, *)
    @Test func keyWindowTraitOverridesReachFontsAskedForWithoutTraits() async throws {
      AppTypography.install(sans)
      let scene = UIWindowScene()
      let window = UIWindow()
      scene.windows = [window]
      UIApplication.shared.connectedScenes = [scene]
      defer { UIApplication.shared.connectedScenes = [] }
      window.makeKey()
      // The app overrides the window's category itself (not through setTextSizeOverride).
      window.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
      await Self.settle {
        UIFont.preferredFont(forTextStyle: .body).scaledCategory == .accessibilityMedium
      }
      #expect(UIFont.preferredFont(forTextStyle: .body).scaledCategory == .accessibilityMedium)
      let elsewhere = await Task.detached {
        UIFont.preferredFont(forTextStyle: .body).scaledCategory
      }.value
      #expect(elsewhere == .accessibilityMedium)
      // A request's own traits still win.
      let traits = UITraitCollection(preferredContentSizeCategory: .extraLarge)
      #expect(
        UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).scaledCategory
          == .extraLarge)
      // Bold Text overridden on the window: the system font's replacement is a heavier face.
      #expect(UIFont.systemFont(ofSize: 12).fontName == "Sans-Regular")
      let title = UINavigationBar.appearance().titleTextAttributes?[.font] as? UIFont
      window.traitOverrides.legibilityWeight = .bold
      #expect(UIFont.systemFont(ofSize: 12).fontName == "Sans-Semibold")
      // The appearance proxies follow too.
      let boldTitle = UINavigationBar.appearance().titleTextAttributes?[.font] as? UIFont
      #expect(boldTitle?.fontName != nil && boldTitle?.fontName != title?.fontName)
      // The scene's overrides apply where the window sets none.
      window.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
      scene.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
      #expect(UIFont.preferredFont(forTextStyle: .body).scaledCategory == .extraExtraLarge)
      // Another window becomes key: its overrides (none) apply, the user's setting again.
      let other = UIWindow()
      other.makeKey()
      await Self.settle { UIFont.systemFont(ofSize: 12).fontName == "Sans-Regular" }
      #expect(UIFont.preferredFont(forTextStyle: .body).scaledCategory == .large)
      #expect(UIFont.systemFont(ofSize: 12).fontName == "Sans-Regular")
      // Overrides of a window that is not key do not reach requests without traits.
      window.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
      #expect(UIFont.preferredFont(forTextStyle: .body).scaledCategory == .large)
    }
  }

  /// A flag set once, read from any thread.
  final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
  }

  /// Font names recorded from any thread.
  final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    var names: [String] { lock.withLock { recorded } }
    var count: Int { lock.withLock { recorded.count } }
    func record(_ name: String) { lock.withLock { recorded.append(name) } }
  }
#endif

#if TYPESET_LINUX_HARNESS
  /// The harness compiles the adapter's files, not copies: every file of Sources/TypesetUIKit
  /// (but the `@objc` one) is a symlink in Adapters/.
  @Test func everyAdapterFileIsCompiled() throws {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let root = here.deletingLastPathComponent().deletingLastPathComponent()
    let sources = root.appendingPathComponent("Sources/TypesetUIKit")
    let adapters = here.appendingPathComponent("Adapters")
    let files = try FileManager.default.contentsOfDirectory(atPath: sources.path)
      .filter { $0.hasSuffix(".swift") && $0 != "UIFont+Replacements.swift" }
    #expect(!files.isEmpty)
    for file in files {
      let link = adapters.appendingPathComponent(file).path
      let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: link)
      #expect(destination == "../../../Sources/TypesetUIKit/\(file)", "\(file)")
    }
  }
#endif
