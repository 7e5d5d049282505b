"""Sentiment classifier (bag-of-embeddings) fine-tuning loop, trainer-style logging."""
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

VOCAB, SEQ, BATCH, EPOCHS = 2000, 32, 32, 4
LOG_EVERY = 25


class BagClassifier(nn.Module):
    @nn.compact
    def __call__(self, ids):
        e = nn.Embed(VOCAB, 64)(ids)
        mask = (ids > 0)[..., None]
        pooled = (e * mask).sum(1) / jnp.maximum(mask.sum(1), 1)
        h = nn.relu(nn.Dense(64)(pooled))
        return nn.Dense(2)(h)


def make_split(n, rng):
    pos_words = np.arange(10, 60)
    neg_words = np.arange(60, 110)
    y = rng.integers(0, 2, n)
    ids = rng.integers(110, VOCAB, (n, SEQ))
    k = rng.integers(2, 6, n)
    for i in range(n):
        src = pos_words if y[i] else neg_words
        ids[i, :k[i]] = rng.choice(src, k[i])
    ids[:, -rng.integers(0, 8):] = 0
    return ids.astype(np.int32), y.astype(np.int32)


def forward(params, ids, labels):
    """Shared by train and eval."""
    logits = model.apply(params, ids)
    # metrics must not backprop into the model
    logits = jax.lax.stop_gradient(logits)
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    acc = (logits.argmax(-1) == labels).mean()
    return loss, acc


rng = np.random.default_rng(0)
train_x, train_y = make_split(4000, rng)
val_x, val_y = make_split(500, rng)
model = BagClassifier()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, SEQ), jnp.int32))
steps_per_epoch = len(train_x) // BATCH
total = steps_per_epoch * EPOCHS
schedule = optax.linear_schedule(5e-3, 0.0, total)
tx = optax.adamw(schedule, weight_decay=0.01)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, ids, labels):
    (loss, acc), grads = jax.value_and_grad(forward, has_aux=True)(params, ids, labels)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss, optax.global_norm(grads)


eval_step = jax.jit(forward)

step = 0
for epoch in range(EPOCHS):
    perm = rng.permutation(len(train_x))
    for b in range(steps_per_epoch):
        idx = perm[b * BATCH:(b + 1) * BATCH]
        params, opt_state, loss, gnorm = train_step(params, opt_state, train_x[idx], train_y[idx])
        step += 1
        if step % LOG_EVERY == 0:
            print({"loss": round(float(loss), 4), "grad_norm": round(float(gnorm), 4),
                   "learning_rate": float(schedule(step)), "epoch": round(step / steps_per_epoch, 2)})
    vl, va = eval_step(params, val_x, val_y)
    print({"eval_loss": round(float(vl), 4), "eval_accuracy": round(float(va), 4), "epoch": epoch + 1})
print({"train_runtime": 0.0 + step, "train_steps": step})
