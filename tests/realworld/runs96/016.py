"""Sentiment classifier (embedding + 1D conv) ported from a PyTorch training loop
(loss.backward(); optimizer.step()) to Flax TrainState."""
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, SEQ = 1000, 40


class TextCNN(nn.Module):
    @nn.compact
    def __call__(self, tok):
        h = nn.Embed(VOCAB, 48)(tok)
        h = nn.relu(nn.Conv(64, (3,))(h)).max(axis=1)
        return nn.Dense(2)(nn.Dropout(0.0, deterministic=True)(h))


def synth(rng, n):
    tok = rng.integers(10, VOCAB, size=(n, SEQ))
    y = rng.integers(0, 2, n)
    pos_words, neg_words = np.arange(2, 6), np.arange(6, 10)
    for i in range(n):
        k = rng.integers(2, 6)
        tok[i, rng.integers(0, SEQ, k)] = rng.choice(pos_words if y[i] else neg_words, k)
    return tok, y.astype(np.int32)


@jax.jit
def train_step(state, tok, y):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, tok)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    state.apply_gradients(grads=grads)      # optimizer.step()
    return state, loss


@jax.jit
def evaluate(state, tok, y):
    logits = state.apply_fn({"params": state.params}, tok)
    return (logits.argmax(-1) == y).mean()


rng = np.random.default_rng(0)
xtr, ytr = synth(rng, 2000)
xva, yva = synth(rng, 400)
model = TextCNN()
state = train_state.TrainState.create(apply_fn=model.apply,
                                      params=model.init(jax.random.PRNGKey(0), xtr[:1])["params"],
                                      tx=optax.adam(2e-3))
step = 0
for epoch in range(1, 7):
    t0 = time.time()
    perm = rng.permutation(len(xtr))
    losses = []
    for i in range(0, len(xtr), 50):
        idx = perm[i:i + 50]
        state, loss = train_step(state, xtr[idx], ytr[idx])
        losses.append(float(loss)); step += 1
        if step % 20 == 0:
            print({"loss": round(float(np.mean(losses[-20:])), 4), "learning_rate": 0.002, "epoch": round(step / 40, 2)})
    print({"eval_accuracy": round(float(evaluate(state, xva, yva)), 4), "eval_runtime": round(time.time() - t0, 3),
           "epoch": float(epoch)})
print({"train_runtime": 0.0 + round(time.time() - t0, 2), "train_loss": round(float(np.mean(losses)), 4), "epoch": 6.0})
