package org.braid.ui.internal.preferences;

import org.braid.core.CheckOption;
import org.braid.ui.internal.Ids;
import org.eclipse.core.runtime.preferences.AbstractPreferenceInitializer;
import org.eclipse.core.runtime.preferences.DefaultScope;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;

/** Puts the core's option defaults into Braid's default preference scope. */
public final class BraidPreferenceInitializer extends AbstractPreferenceInitializer {
    @Override
    public void initializeDefaultPreferences() {
        IEclipsePreferences defaults = DefaultScope.INSTANCE.getNode(Ids.PLUGIN);
        for (CheckOption option : CheckOption.values()) {
            defaults.put(option.key(), option.defaultValue());
        }
        defaults.putBoolean(BraidPreferences.ON_SAVE, false);
    }
}
