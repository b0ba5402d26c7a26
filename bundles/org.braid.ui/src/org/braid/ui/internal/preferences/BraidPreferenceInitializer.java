package org.braid.ui.internal.preferences;

import org.braid.core.CheckOption;
import org.braid.ui.internal.Ids;
import org.eclipse.core.runtime.preferences.AbstractPreferenceInitializer;
import org.eclipse.core.runtime.preferences.DefaultScope;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;

/**
 * Puts the core's option defaults, the IDE's own defaults and those of each language's section
 * ({@link LanguageSections}) into Braid's default scope.
 */
public final class BraidPreferenceInitializer extends AbstractPreferenceInitializer {
    @Override
    public void initializeDefaultPreferences() {
        IEclipsePreferences defaults = DefaultScope.INSTANCE.getNode(Ids.PLUGIN);
        for (CheckOption option : CheckOption.values()) {
            defaults.put(option.key(), option.defaultValue());
        }
        defaults.putBoolean(BraidPreferences.ON_SAVE, false);
        defaults.putBoolean(BraidPreferences.ASK_ON_SAVE, true);
        defaults.put(BraidPreferences.RACE_SEVERITY, BraidPreferences.SEVERITY_WARNING);
        defaults.put(BraidPreferences.ASSERTION_SEVERITY, BraidPreferences.SEVERITY_ERROR);
        for (LanguageSections.Section section : LanguageSections.all()) {
            section.preferences().defaults().forEach(defaults::put);
        }
        defaults.putBoolean(BraidPreferences.SHOW_GETTING_STARTED, true);
    }
}
