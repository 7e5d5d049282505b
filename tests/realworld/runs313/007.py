"""Sentiment-style bag-of-embeddings classifier, training loop ported from PyTorch (optimizer.step() style)."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, MAXLEN, BS = 2000, 40, 64


class BoWClassifier(nn.Module):
    @nn.compact
    def __call__(self, ids, train: bool = False):
        e = nn.Embed(VOCAB, 64)(ids)
        mask = (ids > 0)[..., None]
        h = (e * mask).sum(1) / jnp.maximum(mask.sum(1), 1)
        h = nn.Dropout(0.1, deterministic=not train)(nn.relu(nn.Dense(128)(h)))
        return nn.Dense(2)(h)


def make_split(rng, n):
    ids = rng.integers(1, VOCAB, size=(n, MAXLEN)).astype(np.int32)
    y = ((ids < 300).sum(1) > (ids >= 1700).sum(1)).astype(np.int32)
    return ids, y


rng = np.random.default_rng(0)
Xtr, Ytr = make_split(rng, 8192); Xva, Yva = make_split(rng, 1024)
model = BoWClassifier()
state = train_state.TrainState.create(
    apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), Xtr[:1])["params"],
    tx=optax.adamw(2e-3, weight_decay=0.01))


@jax.jit
def compute_grads(state, x, y, key):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x, train=True, rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return grads, loss, (logits.argmax(-1) == y).mean()


@jax.jit
def evaluate(params, x, y):
    return (model.apply({"params": params}, x).argmax(-1) == y).mean()


key = jax.random.PRNGKey(1)
for epoch in range(5):
    perm = rng.permutation(len(Xtr)); losses, accs = [], []
    for s in range(0, len(Xtr), BS):
        idx = perm[s:s + BS]
        key, sub = jax.random.split(key)
        grads, loss, acc = compute_grads(state, Xtr[idx], Ytr[idx], sub)
        state.apply_gradients(grads=grads)
        losses.append(float(loss)); accs.append(float(acc))
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} train_acc {np.mean(accs):.4f} "
          f"val_acc {float(evaluate(state.params, Xva, Yva)):.4f} step {int(state.step)}")
