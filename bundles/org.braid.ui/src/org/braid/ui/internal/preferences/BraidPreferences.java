package org.braid.ui.internal.preferences;

import java.util.ArrayList;
import java.util.List;

import org.braid.core.CheckOption;
import org.braid.core.CheckOptions;
import org.braid.ui.internal.Ids;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.ProjectScope;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.ui.preferences.ScopedPreferenceStore;
import org.osgi.service.prefs.BackingStoreException;

/**
 * Braid's preferences: the check options of {@link CheckOption} under their keys, plus the IDE's
 * own keys below. Workspace values live in the instance scope; a project with
 * {@link #PROJECT_SPECIFIC} set overrides them in its project scope
 * ({@code .settings/org.braid.ui.prefs}, shared with the project).
 * <p>
 * A language's own settings (C's include directories and macros) are keys of the same node,
 * contributed with their defaults by the language's section ({@link LanguagePreferences}).
 */
public final class BraidPreferences {
    /** Whether saving a file re-checks what it affects. */
    public static final String ON_SAVE = "onSave";
    /**
     * Workspace: whether the first save of a source file in a project without a Braid choice asks
     * "Analyze this project's ... files on save?" (when {@link #ON_SAVE} is off; when it is on,
     * such a project is switched on without asking).
     */
    public static final String ASK_ON_SAVE = "askOnSave";
    /** Project scope only: whether the project's own values replace the workspace's. */
    public static final String PROJECT_SPECIFIC = "projectSpecific";
    /** Marker severity of data races: {@code error}, {@code warning} or {@code info}. */
    public static final String RACE_SEVERITY = "raceSeverity";
    /** Marker severity of assertion violations. */
    public static final String ASSERTION_SEVERITY = "assertionSeverity";
    /**
     * Workspace: whether the workbench opens Braid's Getting Started page when it starts (on by
     * default; turned off once the page was opened, so it opens on the first start of a workspace).
     */
    public static final String SHOW_GETTING_STARTED = "showGettingStarted";
    /** Project scope only: entry-point pairs checked before, {@code file|first|second} separated by {@code ;}. */
    public static final String PAIRS = "pairs";
    /**
     * Project scope only: harnesses a front end builds that were checked before (JUnit tests),
     * {@code file|option|value} separated by {@code ;}.
     */
    public static final String HARNESSES = "harnesses";

    public static final String SEVERITY_ERROR = "error";
    public static final String SEVERITY_WARNING = "warning";
    public static final String SEVERITY_INFO = "info";

    private static final IPreferenceStore STORE = new ScopedPreferenceStore(InstanceScope.INSTANCE, Ids.PLUGIN);

    private BraidPreferences() {
    }

    /** The workspace store (instance scope with the defaults of {@link BraidPreferenceInitializer}). */
    public static IPreferenceStore store() {
        return STORE;
    }

    /**
     * A store on {@code project}'s own scope, for its property page; it shows the workspace's
     * values where the project has none (the defaults are always searched last).
     */
    public static IPreferenceStore projectStore(IProject project) {
        ScopedPreferenceStore store = new ScopedPreferenceStore(new ProjectScope(project), Ids.PLUGIN);
        store.setSearchContexts(new org.eclipse.core.runtime.preferences.IScopeContext[] {
            new ProjectScope(project), InstanceScope.INSTANCE });
        return store;
    }

    /**
     * The check options as currently stored in the workspace.
     *
     * @throws IllegalArgumentException if a stored value is invalid; the message names it
     */
    public static CheckOptions checkOptions() {
        return CheckOptions.from(option -> STORE.getString(option.key()));
    }

    /** The check options that apply to {@code project}. */
    public static CheckOptions checkOptions(IProject project) {
        return CheckOptions.from(option -> value(project, option.key()));
    }

    /**
     * The value of {@code key} for {@code project}: with project-specific settings the project's
     * own, else the default (a preference store does not keep a value equal to the default, so a
     * missing key there means the default, never the workspace's value); else the workspace's.
     */
    public static String value(IProject project, String key) {
        IEclipsePreferences node = projectNode(project);
        if (node.getBoolean(PROJECT_SPECIFIC, false)) {
            return node.get(key, STORE.getDefaultString(key));
        }
        return STORE.getString(key);
    }

    /** Whether saving a file of {@code project} re-checks it; the project's own choice first. */
    public static boolean onSave(IProject project) {
        String own = projectNode(project).get(ON_SAVE, null);
        return own != null ? Boolean.parseBoolean(own) : STORE.getBoolean(ON_SAVE);
    }

    /** Whether {@code project} has its own on-save choice (switched on or off, or asked before). */
    public static boolean hasOnSaveChoice(IProject project) {
        return projectNode(project).get(ON_SAVE, null) != null;
    }

    /** Whether the first save in a project without a choice asks (workspace setting). */
    public static boolean askOnSave() {
        return STORE.getBoolean(ASK_ON_SAVE);
    }

    /** Records {@code project}'s own on-save choice (shared with the project). */
    public static void setOnSave(IProject project, boolean onSave) throws BackingStoreException {
        IEclipsePreferences node = projectNode(project);
        node.putBoolean(ON_SAVE, onSave);
        node.flush();
    }

    /** {@link IMarker#SEVERITY} for a preference value such as {@link #SEVERITY_WARNING}. */
    public static int markerSeverity(IProject project, String key) {
        return switch (value(project, key)) {
            case SEVERITY_ERROR -> IMarker.SEVERITY_ERROR;
            case SEVERITY_INFO -> IMarker.SEVERITY_INFO;
            default -> IMarker.SEVERITY_WARNING;
        };
    }

    /** Entry-point pairs checked before in {@code project}, each {@code file|first|second}. */
    public static List<String> pairs(IProject project) {
        return split(projectNode(project).get(PAIRS, ""));
    }

    /** Remembers a checked pair so that saves re-check it. */
    public static void addPair(IProject project, String pair) throws BackingStoreException {
        add(project, PAIRS, pair);
    }

    /** Front-end harnesses checked before in {@code project}, each {@code file|option|value}. */
    public static List<String> harnesses(IProject project) {
        return split(projectNode(project).get(HARNESSES, ""));
    }

    /** Remembers a checked front-end harness ({@code file|option|value}) so that saves re-check it. */
    public static void addHarness(IProject project, String harness) throws BackingStoreException {
        add(project, HARNESSES, harness);
    }

    private static void add(IProject project, String key, String item) throws BackingStoreException {
        IEclipsePreferences node = projectNode(project);
        List<String> items = new ArrayList<>(split(node.get(key, "")));
        if (!items.contains(item)) {
            items.add(item);
            node.put(key, String.join(";", items));
            node.flush();
        }
    }

    /** The non-blank items of {@code list}, separated by {@code ;}, stripped. */
    public static List<String> split(String list) {
        List<String> items = new ArrayList<>();
        for (String item : list.split(";")) {
            if (!item.isBlank()) {
                items.add(item.strip());
            }
        }
        return items;
    }

    private static IEclipsePreferences projectNode(IProject project) {
        return new ProjectScope(project).getNode(Ids.PLUGIN);
    }

    /** All keys a project can override, in page order. */
    public static List<String> overridableKeys() {
        List<String> keys = new ArrayList<>();
        for (CheckOption option : CheckOption.values()) {
            keys.add(option.key());
        }
        keys.addAll(List.of(RACE_SEVERITY, ASSERTION_SEVERITY));
        keys.addAll(LanguageSections.keys());
        return keys;
    }
}
