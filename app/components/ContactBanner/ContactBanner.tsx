import type { ContactBanner as ContactBannerCopy } from "~content/schema";
import { CONTACT, mailHref, telHref } from "~content/site";
import { ButtonLink } from "../ButtonLink/ButtonLink";
import { Icon } from "../Icon/Icon";
import * as styles from "./ContactBanner.css";

/** Get In Touch by e-mail, Call Now by phone (home). */
export function ContactBanner({ copy }: { copy: ContactBannerCopy }) {
  const channels = [
    { ...copy.email, icon: "mail" as const, href: mailHref(CONTACT.email), detail: CONTACT.email },
    { ...copy.phone, icon: "phone" as const, href: telHref(CONTACT.phone), detail: CONTACT.phone },
  ];
  return (
    <section className={styles.banner} aria-labelledby="contact-banner">
      <div className={styles.inner}>
        <div>
          <h2 id="contact-banner" className={styles.heading}>
            {copy.heading}
          </h2>
          <p className={styles.text}>{copy.text}</p>
        </div>
        {channels.map((channel) => (
          <div key={channel.heading} className={styles.channel}>
            <span className={styles.icon}>
              <Icon name={channel.icon} />
            </span>
            <div>
              <h3 className={styles.channelHeading}>{channel.heading}</h3>
              <p className={styles.detail}>{channel.detail}</p>
              <ButtonLink href={channel.href} variant="primary">
                {channel.label}
              </ButtonLink>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
