package org.braid.ui.internal.preferences;

import org.braid.core.CheckOptions;
import org.braid.ui.internal.Ids;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.ui.preferences.ScopedPreferenceStore;

/**
 * Braid's workspace preference store. The check options are stored under their
 * {@link org.braid.core.CheckOption#key()}; {@link #ON_SAVE} is the IDE's own.
 */
public final class BraidPreferences {
    /** Whether saving a file re-checks what it affects. */
    public static final String ON_SAVE = "onSave";

    private static final IPreferenceStore STORE = new ScopedPreferenceStore(InstanceScope.INSTANCE, Ids.PLUGIN);

    private BraidPreferences() {
    }

    public static IPreferenceStore store() {
        return STORE;
    }

    /**
     * The check options as currently stored.
     *
     * @throws IllegalArgumentException if a stored value is invalid; the message names it
     */
    public static CheckOptions checkOptions() {
        return CheckOptions.from(option -> STORE.getString(option.key()));
    }
}
