# Fine-tuning a small transformer-ish classifier; warmup+cosine schedule taken from a HF TrainingArguments config.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

cfg = dict(num_train_epochs=5, warmup_steps=2, learning_rate=5e-4, batch_size=32, logging_steps=10)
rng = np.random.default_rng(0)
N, T, V = 2048, 20, 300
ids = rng.integers(1, V, size=(N, T)).astype(np.int32)
labels = (np.isin(ids, np.arange(1, 30)).sum(1) > 2).astype(np.int32)

class Classifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.Embed(V, 64)(x)
        h = nn.SelfAttention(num_heads=4, qkv_features=64)(h)
        h = nn.LayerNorm()(h).mean(1)
        return nn.Dense(2)(nn.gelu(nn.Dense(64)(h)))

steps_per_epoch = N // cfg["batch_size"]
schedule = optax.warmup_cosine_decay_schedule(init_value=0.0, peak_value=cfg["learning_rate"],
                                              warmup_steps=cfg["warmup_steps"],
                                              decay_steps=cfg["num_train_epochs"])
model = Classifier()
state = train_state.TrainState.create(apply_fn=model.apply,
    params=model.init(jax.random.PRNGKey(0), ids[:1])["params"], tx=optax.adamw(schedule, weight_decay=0.01))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()

gstep = 0
for epoch in range(cfg["num_train_epochs"]):
    for i in range(steps_per_epoch):
        sl = slice(i * cfg["batch_size"], (i + 1) * cfg["batch_size"])
        state, loss, acc = train_step(state, ids[sl], labels[sl])
        gstep += 1
        if gstep % cfg["logging_steps"] == 0:
            print({"loss": round(float(loss), 4), "accuracy": round(float(acc), 4),
                   "learning_rate": float(schedule(gstep)), "epoch": round(gstep / steps_per_epoch, 2)})
    print({"epoch": epoch + 1, "train_acc": round(float(acc), 4)})
