// Loaded only when a right-to-left language is chosen, so other visitors never download these rules.
import './rtl.css';
