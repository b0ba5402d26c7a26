package org.braid.ui.internal.preferences;

import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

import org.eclipse.jface.preference.BooleanFieldEditor;
import org.eclipse.jface.preference.FieldEditor;
import org.eclipse.jface.preference.RadioGroupFieldEditor;
import org.eclipse.jface.preference.StringFieldEditor;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

/**
 * The tooltips of the preference fields ({@code tips.properties}, by preference name): what a
 * setting does, in plain words, and its command-line flag. Set on a field's label and its input
 * control.
 */
public final class OptionTips {
    private static final ResourceBundle TIPS = ResourceBundle.getBundle(
            OptionTips.class.getPackageName() + ".tips", Locale.getDefault(), OptionTips.class.getClassLoader());

    private OptionTips() {
    }

    /** The tooltip of the preference {@code name}. */
    static String of(String name) {
        try {
            return TIPS.getString(name);
        } catch (MissingResourceException e) {
            throw new IllegalStateException("no tooltip for the preference " + name, e);
        }
    }

    /** Sets the tooltip of {@code editor}'s preference on its label and input controls in {@code parent}. */
    static void apply(FieldEditor editor, Composite parent) {
        apply(editor, parent, of(editor.getPreferenceName()));
    }

    /**
     * Sets {@code tip} on {@code editor}'s label and input controls in {@code parent}; for a
     * language's section ({@link LanguagePreferences}), whose tooltips live in its own bundle.
     */
    public static void apply(FieldEditor editor, Composite parent, String tip) {
        switch (editor) {
            case BooleanFieldEditor check -> check.getDescriptionControl(parent).setToolTipText(tip);
            case RadioGroupFieldEditor radios -> {
                Composite box = radios.getRadioBoxControl(parent);
                box.setToolTipText(tip);
                for (Control button : box.getChildren()) {
                    button.setToolTipText(tip);
                }
            }
            case StringFieldEditor text -> {
                text.getLabelControl(parent).setToolTipText(tip);
                text.getTextControl(parent).setToolTipText(tip);
            }
            default -> {
                Control label = editor.getLabelControl(parent);
                label.setToolTipText(tip);
                Control[] siblings = parent.getChildren();
                for (int i = 0; i + 1 < siblings.length; i++) {
                    if (siblings[i] == label) {
                        siblings[i + 1].setToolTipText(tip);
                    }
                }
            }
        }
    }
}
