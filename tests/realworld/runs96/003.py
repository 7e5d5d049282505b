"""Text-classification head training with warmup + cosine schedule (port of a HF Trainer recipe).
The train state is rebuilt at the start of every epoch so that the freshly unfrozen params are picked up."""
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

EPOCHS = 8
BATCH = 32
N = 512
WARMUP = 100
TOTAL = EPOCHS * (N // BATCH)


class BagOfWords(nn.Module):
    vocab: int = 500
    dim: int = 64

    @nn.compact
    def __call__(self, tokens):
        e = nn.Embed(self.vocab, self.dim)(tokens).mean(axis=1)
        h = nn.gelu(nn.Dense(self.dim)(e))
        return nn.Dense(2)(h)


def make_data(rng):
    toks = rng.integers(0, 500, size=(N, 24))
    y = (toks < 250).sum(1) > 12
    return toks, y.astype(np.int32)


schedule = optax.warmup_cosine_decay_schedule(init_value=0.0, peak_value=2e-3,
                                              warmup_steps=WARMUP, decay_steps=TOTAL, end_value=1e-5)


def build_state(params):
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(schedule, weight_decay=0.01))
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()


model = BagOfWords()
rng = np.random.default_rng(0)
x, y = make_data(rng)
params = model.init(jax.random.PRNGKey(0), x[:2])["params"]
global_step = 0
for epoch in range(EPOCHS):
    state = build_state(params)          # re-create optimizer each epoch
    losses, accs = [], []
    for i in range(0, N, BATCH):
        state, loss, acc = train_step(state, x[i:i + BATCH], y[i:i + BATCH])
        losses.append(float(loss)); accs.append(float(acc))
        global_step += 1
        if global_step % 8 == 0:
            print({"loss": round(float(loss), 4), "learning_rate": float(schedule(state.step)),
                   "epoch": round(global_step / (N // BATCH), 2)})
    params = state.params
    print({"train_loss": round(float(np.mean(losses)), 4), "train_accuracy": round(float(np.mean(accs)), 4),
           "epoch": epoch + 1, "global_step": global_step})
print(f"Training completed. global_step={global_step}")
