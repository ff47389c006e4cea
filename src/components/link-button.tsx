import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

const ButtonAnchor = (props: ButtonProps & ComponentPropsWithRef<'a'>) => <Button component="a" {...props} />;
const TextAnchor = (props: AnchorProps & ComponentPropsWithRef<'a'>) => <Anchor {...props} />;

/** A Mantine button that is a router link, with `to`, `params` and `search` typed by the route tree. */
export const LinkButton = createLink(ButtonAnchor);

/** A Mantine text link that is a router link, typed like `LinkButton`. */
export const LinkAnchor = createLink(TextAnchor);
