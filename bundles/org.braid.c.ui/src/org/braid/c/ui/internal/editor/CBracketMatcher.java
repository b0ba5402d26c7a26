package org.braid.c.ui.internal.editor;

import org.eclipse.jface.text.source.DefaultCharacterPairMatcher;

/** Matching of {@code ()}, {@code []} and {@code {}} in C text, for the Generic Editor. */
public final class CBracketMatcher extends DefaultCharacterPairMatcher {

    public CBracketMatcher() {
        super(new char[] { '(', ')', '[', ']', '{', '}' });
    }
}
