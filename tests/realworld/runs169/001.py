"""Intent classifier (bag-of-words MLP) in Flax NNX, ported from a PyTorch/HF script.

Data comes as (text, intent-string) pairs; labels are mapped to ids per split.
"""
import logging
import time

import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s intent_clf: %(message)s")
log = logging.getLogger(__name__)

INTENTS = ["book_flight", "cancel_order", "check_balance", "play_music", "set_alarm", "weather_query"]
VOCAB = 400
SEQ = 24


def make_split(n, seed):
    """Synthetic corpus: each intent has its own keyword distribution over the vocabulary."""
    rng = np.random.default_rng(seed)
    topic = np.random.default_rng(0).dirichlet(np.full(VOCAB, 0.05), size=len(INTENTS))
    texts, labels = [], []
    for _ in range(n):
        k = rng.integers(len(INTENTS))
        toks = rng.choice(VOCAB, size=SEQ, p=topic[k])
        texts.append(toks)
        labels.append(INTENTS[k])
    return np.stack(texts), labels


def build_label_map(labels):
    return {lab: i for i, lab in enumerate(sorted(set(labels)))}


def encode_labels(labels):
    # eval helper from the old HF script: id2label built in order of first appearance
    label2id = {}
    for lab in labels:
        label2id.setdefault(lab, len(label2id))
    return np.array([label2id[l] for l in labels], np.int32), label2id


def bow(tokens):
    out = np.zeros((tokens.shape[0], VOCAB), np.float32)
    for i, row in enumerate(tokens):
        np.add.at(out[i], row, 1.0)
    return np.log1p(out)


class MLP(nnx.Module):
    def __init__(self, din, dh, dout, rngs):
        self.fc1 = nnx.Linear(din, dh, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.fc2 = nnx.Linear(dh, dout, rngs=rngs)

    def __call__(self, x):
        return self.fc2(self.drop(nnx.relu(self.fc1(x))))


@nnx.jit
def train_step(model, opt, x, y):
    def loss_fn(m):
        logits = m(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    opt.update(model, grads)
    return loss, (logits.argmax(-1) == y).mean()


@nnx.jit
def eval_step(model, x, y):
    logits = model(x)
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    return loss, (logits.argmax(-1) == y).mean()


def main():
    log.info("jax %s devices=%s", jax.__version__, jax.devices())
    tr_tok, tr_lab = make_split(3000, 1)
    va_tok, va_lab = make_split(600, 2)
    label2id = build_label_map(tr_lab)
    y_tr = np.array([label2id[l] for l in tr_lab], np.int32)
    y_va, va_map = encode_labels(va_lab)
    log.info("train label2id=%s", label2id)
    x_tr, x_va = bow(tr_tok), bow(va_tok)
    log.info("train=%d val=%d features=%d classes=%d", len(x_tr), len(x_va), VOCAB, len(INTENTS))

    model = MLP(VOCAB, 128, len(INTENTS), nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adamw(2e-3, weight_decay=1e-4), wrt=nnx.Param)
    bs = 64
    rng = np.random.default_rng(0)
    for epoch in range(1, 7):
        t0 = time.time()
        model.train()
        perm = rng.permutation(len(x_tr))
        losses, accs = [], []
        for i in range(0, len(perm) - bs + 1, bs):
            idx = perm[i:i + bs]
            l, a = train_step(model, opt, jnp.asarray(x_tr[idx]), jnp.asarray(y_tr[idx]))
            losses.append(float(l)); accs.append(float(a))
        model.eval()
        vl, va = eval_step(model, jnp.asarray(x_va), jnp.asarray(y_va))
        log.info("epoch %d train_loss=%.4f train_acc=%.4f val_loss=%.4f val_acc=%.4f (%.1fs)",
                 epoch, np.mean(losses), np.mean(accs), float(vl), float(va), time.time() - t0)
    log.info("done; best val_acc=%.4f", float(va))


if __name__ == "__main__":
    main()
