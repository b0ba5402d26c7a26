package org.braid.ui.internal.preferences;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.braid.ui.internal.Contributions;
import org.braid.ui.internal.analysis.FrontEndRegistry;

/**
 * The contributions to {@code org.braid.ui.languagePreferences}, read once, in the registry's
 * order: each a {@link LanguagePreferences} for the front end named by its {@code frontEnd}
 * attribute. Thread-safe.
 */
public final class LanguageSections {
    /** The extension point's full id. */
    public static final String EXTENSION_POINT = "org.braid.ui.languagePreferences";

    /** One contribution: the front end it is for, the bundle that contributed it, and its settings. */
    public record Section(String frontEnd, String contributor, LanguagePreferences preferences) {
    }

    private static final Contributions<Section> SECTIONS = Contributions.of(EXTENSION_POINT,
            LanguagePreferences.class, (element, preferences) -> new Section(element.getAttribute("frontEnd"),
                    element.getContributor().getName(), preferences));

    private LanguageSections() {
    }

    /** Every contributed section. */
    public static List<Section> all() {
        return SECTIONS.all();
    }

    /** The sections for the front end that reads {@code file} (none for a file no front end reads). */
    public static List<LanguagePreferences> forFile(Path file) {
        List<LanguagePreferences> applicable = new ArrayList<>();
        FrontEndRegistry.frontEnds().forFile(file).ifPresent(frontEnd -> {
            for (Section section : all()) {
                if (frontEnd.id().equals(section.frontEnd())) {
                    applicable.add(section.preferences());
                }
            }
        });
        return applicable;
    }

    /** The keys the sections store, in page order. */
    public static List<String> keys() {
        List<String> keys = new ArrayList<>();
        for (Section section : all()) {
            keys.addAll(section.preferences().defaults().keySet());
        }
        return keys;
    }
}
