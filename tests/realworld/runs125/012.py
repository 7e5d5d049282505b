"""Sentiment-style classifier with gradient accumulation via optax.MultiSteps (effective batch 8 x 16 = 128)."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

MICRO_BS, ACCUM = 16, 8
VOCAB, SEQ = 1000, 40
rng = np.random.default_rng(2)
pos_words, neg_words = rng.choice(VOCAB, 30, replace=False), rng.choice(VOCAB, 30, replace=False)


def make(n):
    y = rng.integers(0, 2, n)
    toks = rng.integers(0, VOCAB, size=(n, SEQ))
    for i in range(n):
        toks[i, rng.choice(SEQ, 6, replace=False)] = rng.choice(pos_words if y[i] else neg_words, 6)
    return toks.astype(np.int32), y.astype(np.int32)


xtr, ytr = make(4096)


class BagClassifier(nn.Module):
    @nn.compact
    def __call__(self, toks):
        e = nn.Embed(VOCAB, 32)(toks).mean(axis=1)
        return nn.Dense(2)(nn.tanh(nn.Dense(32)(e)))


model = BagClassifier()
params = model.init(jax.random.PRNGKey(0), xtr[:1])
tx = optax.MultiSteps(optax.adam(5e-3), every_k_schedule=ACCUM)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply(p, x)
        return optax.losses.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, new_opt_state = tx.update(grads, opt_state, params)
    params = optax.apply_updates(params, updates)
    return params, opt_state, loss, (logits.argmax(-1) == y).mean()


global_step = 0
for epoch in range(1, 5):
    perm = rng.permutation(len(xtr))
    for i in range(len(xtr) // MICRO_BS):
        idx = perm[i * MICRO_BS:(i + 1) * MICRO_BS]
        params, opt_state, loss, acc = train_step(params, opt_state, xtr[idx], ytr[idx])
        if (i + 1) % ACCUM == 0:
            global_step += 1
            if global_step % 8 == 0:
                print({"epoch": epoch, "optimizer_step": global_step, "loss": round(float(loss), 4),
                       "accuracy": round(float(acc), 4)})
