package org.braid.c.ui.internal.preferences;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.braid.c.ui.internal.settings.ScannerSettings;
import org.braid.core.frontend.FrontEndOption;
import org.braid.core.frontend.FrontEndSettings;
import org.braid.ui.internal.analysis.FrontEndRegistry;
import org.braid.ui.internal.preferences.BraidPreferences;
import org.braid.ui.internal.preferences.LanguagePreferences;
import org.braid.ui.internal.preferences.OptionTips;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.jface.preference.ComboFieldEditor;
import org.eclipse.jface.preference.FieldEditor;
import org.eclipse.jface.preference.StringFieldEditor;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Composite;

/**
 * C's section of Braid's preferences ({@code org.braid.ui.languagePreferences}): the data model
 * (the C front end's option of that key, {@code org.braid.c.CFrontEnd.DATA_MODEL}, with the choices
 * and default the front end describes), include directories and macro definitions. The keys
 * are those Braid has always stored in its own preference node ({@code dataModel}, {@code includes},
 * {@code macros}), so workspaces and projects ({@code .settings/org.braid.ui.prefs}) keep their values.
 * <p>
 * For a C file the front end first takes the include directories and macros a C integration knows
 * (CDT's build settings, {@link org.braid.c.ui.internal.settings.CdtBuildSettings}), then those of
 * these preferences, as if they came later on the command line: the integration's directories are
 * searched first, and a macro defined in both has the preferences' value. Without CDT these
 * preferences are the only source. Stateless and thread-safe.
 */
public final class CPreferences implements LanguagePreferences {
    /** Include directories ({@code -I}), separated by {@code ;}, relative to the project or absolute. */
    public static final String INCLUDES = "includes";
    /** Macro definitions ({@code -D}), {@code NAME} or {@code NAME=VALUE}, separated by {@code ;}. */
    public static final String MACROS = "macros";

    /** The data model: the key of the C front end's option, which this section stores as it is. */
    public static final String DATA_MODEL = "dataModel";
    /** The {@link org.braid.core.frontend.FrontEnd#id()} of the C front end, as in {@code plugin.xml}. */
    private static final String FRONT_END = "c";

    /** Created by the extension registry. */
    public CPreferences() {
    }

    @Override
    public String title() {
        return CPreferenceMessages.CPreferences_title;
    }

    @Override
    public Map<String, String> defaults() {
        Map<String, String> defaults = new LinkedHashMap<>();
        defaults.put(DATA_MODEL, dataModel().defaultValue());
        defaults.put(INCLUDES, "");
        defaults.put(MACROS, "");
        return defaults;
    }

    @Override
    public void createFields(Composite parent, Consumer<FieldEditor> fields, boolean project) {
        add(new ComboFieldEditor(DATA_MODEL, CPreferenceMessages.CPreferences_dataModel, dataModelChoices(), parent),
                CPreferenceMessages.CPreferences_dataModelTip, parent, fields);
        add(new StringFieldEditor(INCLUDES, CPreferenceMessages.CPreferences_includes, parent),
                CPreferenceMessages.CPreferences_includesTip, parent, fields);
        add(macros(parent), CPreferenceMessages.CPreferences_macrosTip, parent, fields);
    }

    /** The C front end's description of its data model option. */
    private static FrontEndOption dataModel() {
        return FrontEndRegistry.frontEnds().byId(FRONT_END).stream().flatMap(frontEnd -> frontEnd.options().stream())
                .filter(option -> option.key().equals(DATA_MODEL)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no C front end with the option " + DATA_MODEL
                        + " is contributed to " + FrontEndRegistry.EXTENSION_POINT));
    }

    /** The data model's choices, the default first, each with its label. */
    private static String[][] dataModelChoices() {
        FrontEndOption option = dataModel();
        List<String> choices = new ArrayList<>(option.choices());
        choices.remove(option.defaultValue());
        choices.add(0, option.defaultValue());
        return choices.stream().map(choice -> new String[] { switch (choice) {
            case "LP64" -> CPreferenceMessages.CPreferences_dataModelLp64;
            case "ILP32" -> CPreferenceMessages.CPreferences_dataModelIlp32;
            default -> choice;
        }, choice }).toArray(String[][]::new);
    }

    private static void add(FieldEditor editor, String tip, Composite parent, Consumer<FieldEditor> fields) {
        OptionTips.apply(editor, parent, tip);
        fields.accept(editor);
    }

    /**
     * {@code settings} with the include directories and macros of the preferences of
     * {@code file}'s project after theirs, and the project's data model (which the front end
     * checks against its choices).
     */
    @Override
    public FrontEndSettings applyTo(FrontEndSettings settings, IFile file) {
        IProject project = file.getProject();
        String dataModel = BraidPreferences.value(project, DATA_MODEL).strip();
        return ScannerSettings.of(settings).then(preferences(project)).applyTo(settings)
                .replacing(DATA_MODEL, List.of(dataModel));
    }

    /** {@code original}'s folder first among the include directories, so that its {@code #include "x.h"} resolve. */
    @Override
    public FrontEndSettings forCopyOf(Path original, FrontEndSettings settings) {
        List<String> dirs = new ArrayList<>();
        dirs.add(original.getParent().toString());
        dirs.addAll(settings.values(FrontEndOption.INCLUDE));
        return settings.replacing(FrontEndOption.INCLUDE, dirs);
    }

    /** The include directories and macros of Braid's preferences for {@code project}. */
    public static ScannerSettings preferences(IProject project) {
        return ScannerSettings.ofDefines(includes(project), macros(project));
    }

    /**
     * Include directories of {@code project}, resolved against its location; searched after
     * those of the file's build settings (e.g. CDT's include paths when CDT is installed).
     */
    public static List<Path> includes(IProject project) {
        List<Path> dirs = new ArrayList<>();
        Path base = project.getLocation().toPath();
        for (String item : BraidPreferences.split(BraidPreferences.value(project, INCLUDES))) {
            dirs.add(base.resolve(item));
        }
        return dirs;
    }

    /**
     * Macro definitions of {@code project}, as written after {@code -D}; applied after the
     * file's build settings (e.g. CDT's defined symbols), so that a value here replaces theirs.
     */
    public static List<String> macros(IProject project) {
        return BraidPreferences.split(BraidPreferences.value(project, MACROS));
    }

    private static StringFieldEditor macros(Composite parent) {
        return new StringFieldEditor(MACROS, CPreferenceMessages.CPreferences_macros, parent) {
            @Override
            protected boolean doCheckState() {
                List<String> bad = BraidPreferences.split(getStringValue()).stream()
                        .filter(macro -> !macro.matches("[A-Za-z_][A-Za-z0-9_]*(=.*)?")).toList();
                if (!bad.isEmpty()) {
                    setErrorMessage(NLS.bind(CPreferenceMessages.CPreferences_badMacro, bad.get(0)));
                    return false;
                }
                return true;
            }
        };
    }
}
