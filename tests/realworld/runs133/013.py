"""Intent classifier on bag-of-words features (CSV export: text features + string label), Flax linen + optax,
Keras-style progress bar. Train and validation CSVs are encoded by the same helper."""
import sys, time
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

INTENTS = ["book_flight", "cancel", "check_balance", "greeting", "refund", "weather"]


def fake_csv(n, seed):
    """Stand-in for pd.read_csv(...): rows of (features, label string)."""
    rng = np.random.default_rng(seed)
    protos = np.random.default_rng(99).normal(size=(len(INTENTS), 50))
    labels = rng.choice(INTENTS, size=n)
    feats = np.stack([protos[INTENTS.index(l)] for l in labels]) + rng.normal(size=(n, 50))
    return feats.astype(np.float32), labels


def encode_labels(labels):
    """Like LabelEncoder().fit_transform, written by hand: id in order of first appearance."""
    vocab = list(dict.fromkeys(labels))
    mapping = {name: i for i, name in enumerate(vocab)}
    return np.array([mapping[l] for l in labels], np.int32), mapping


def progbar(step, total, t0, logs, width=30):
    done = int(width * step / total)
    bar = "=" * max(done - 1, 0) + (">" if step < total else "=") + "." * (width - done)
    items = " - ".join(f"{k}: {v:.4f}" for k, v in logs.items())
    sys.stdout.write(f"\r{step}/{total} [{bar}] - {time.time() - t0:.0f}s - {items}")
    if step == total:
        sys.stdout.write("\n")
    sys.stdout.flush()


class Net(nn.Module):
    @nn.compact
    def __call__(self, x, train=False):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.Dropout(0.2, deterministic=not train)(x)
        return nn.Dense(len(INTENTS))(x)


xtr, ltr = fake_csv(4800, 0)
xva, lva = fake_csv(1200, 1)
ytr, train_map = encode_labels(ltr)
yva, val_map = encode_labels(lva)
print(f"train: {len(ytr)} rows, {len(train_map)} classes | val: {len(yva)} rows, {len(val_map)} classes")

model = Net()
params = model.init(jax.random.PRNGKey(0), xtr[:1])["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)


def loss_acc(p, xb, yb, rng=None):
    logits = model.apply({"params": p}, xb, train=rng is not None, rngs={"dropout": rng} if rng is not None else None)
    return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), (logits.argmax(-1) == yb).mean()


@jax.jit
def train_step(p, o, xb, yb, rng):
    (l, a), g = jax.value_and_grad(loss_acc, has_aux=True)(p, xb, yb, rng)
    u, o = tx.update(g, o, p)
    return optax.apply_updates(p, u), o, l, a


evaluate = jax.jit(loss_acc)
key = jax.random.PRNGKey(1)
bs, epochs = 64, 5
steps = len(xtr) // bs
for epoch in range(epochs):
    print(f"Epoch {epoch + 1}/{epochs}")
    perm = np.random.default_rng(epoch).permutation(len(xtr))
    t0 = time.time(); tl = ta = 0.0
    for i in range(steps):
        idx = perm[i * bs:(i + 1) * bs]
        key, sub = jax.random.split(key)
        params, opt_state, l, a = train_step(params, opt_state, xtr[idx], ytr[idx], sub)
        tl += float(l); ta += float(a)
        if (i + 1) % 15 == 0 or i + 1 == steps:
            logs = {"loss": tl / (i + 1), "accuracy": ta / (i + 1)}
            if i + 1 == steps:
                vl, va = evaluate(params, xva, yva)
                logs.update(val_loss=float(vl), val_accuracy=float(va))
            progbar(i + 1, steps, t0, logs)
