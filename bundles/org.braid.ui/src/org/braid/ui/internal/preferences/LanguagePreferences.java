package org.braid.ui.internal.preferences;

import java.nio.file.Path;
import java.util.Map;
import java.util.function.Consumer;

import org.braid.core.frontend.FrontEndSettings;
import org.eclipse.core.resources.IFile;
import org.eclipse.jface.preference.FieldEditor;
import org.eclipse.swt.widgets.Composite;

/**
 * A language's part of Braid's settings (extension point {@code org.braid.ui.languagePreferences}):
 * its own section of Window &gt; Preferences &gt; Braid and of the project property page, the
 * defaults of the keys it stores, and what those settings add to the front end's options for a
 * file of its language (e.g. C's include directories, macros and data model, from
 * {@code org.braid.c.ui}). Its keys live in Braid's preference node ({@link BraidPreferences}),
 * beside the check options, so a project's own values and the workspace's are read the same way
 * ({@link BraidPreferences#value}). Implemented by Braid's own language bundles; created once by
 * the extension registry; {@link #createFields} runs on the UI thread, the rest on any thread.
 */
public interface LanguagePreferences {

    /** The section's title, e.g. {@code C}. */
    String title();

    /**
     * The keys this language stores in Braid's preference node and their defaults, in page order
     * (a key of one of its front end's options with that option's default, e.g. C's data model).
     */
    Map<String, String> defaults();

    /**
     * Creates the section's field editors in {@code parent} (a two-column grid), each with its
     * tooltip ({@link OptionTips#apply(FieldEditor, Composite, String)}), and hands each to {@code fields}.
     *
     * @param project whether the fields are for a project's property page (else the workspace's page)
     */
    void createFields(Composite parent, Consumer<FieldEditor> fields, boolean project);

    /**
     * {@code settings} (what the language integrations know of {@code file}, e.g. CDT's build
     * settings) with this language's preferences for {@code file}'s project applied.
     *
     * @throws org.braid.core.InvalidOptionException if a stored preference is invalid; the message names it
     */
    FrontEndSettings applyTo(FrontEndSettings settings, IFile file);

    /**
     * The settings for lowering a copy of {@code original} that lies in another folder (an
     * editor's unsaved text, {@link org.braid.ui.internal.analysis.FunctionIndex}): what the copy
     * needs to read what {@code original} reads beside it. {@code settings} unchanged by default.
     */
    default FrontEndSettings forCopyOf(Path original, FrontEndSettings settings) {
        return settings;
    }
}
