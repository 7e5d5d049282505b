"""Tiny character-level transformer LM with Flax linen, optax inject_hyperparams + cosine schedule,
gradient clipping and lr logging (HF Trainer-style metric dicts)."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

text = ("to be or not to be that is the question whether tis nobler in the mind to suffer "
        "the slings and arrows of outrageous fortune or to take arms against a sea of troubles ") * 20
chars = sorted(set(text)); stoi = {c: i for i, c in enumerate(chars)}
data = np.array([stoi[c] for c in text], dtype=np.int32)
V, T, D = len(chars), 32, 64

class Block(nn.Module):
    @nn.compact
    def __call__(self, x):
        mask = nn.make_causal_mask(jnp.ones(x.shape[:2]))
        x = x + nn.SelfAttention(num_heads=4, qkv_features=D)(nn.LayerNorm()(x), mask=mask)
        h = nn.Dense(4 * D)(nn.LayerNorm()(x))
        return x + nn.Dense(D)(nn.gelu(h))

class LM(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(V, D)(ids) + self.param("pos", nn.initializers.normal(0.02), (T, D))
        for _ in range(2):
            x = Block()(x)
        return nn.Dense(V)(nn.LayerNorm()(x))

model = LM()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, T), jnp.int32))["params"]
sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, warmup_steps=20, decay_steps=200)
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.inject_hyperparams(optax.adamw)(learning_rate=sched, weight_decay=0.01))
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, batch):
    def loss_fn(p):
        logits = model.apply({"params": p}, batch[:, :-1])
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch[:, 1:]).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    gnorm = optax.global_norm(g)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss, gnorm

rng = np.random.default_rng(0)
for step in range(1, 201):
    starts = rng.integers(0, len(data) - T - 1, size=16)
    batch = np.stack([data[s:s + T + 1] for s in starts])
    params, opt_state, loss, gnorm = train_step(params, opt_state, batch)
    if step % 25 == 0:
        lr = float(opt_state[1].hyperparams["learning_rate"])
        print({"loss": round(float(loss), 4), "grad_norm": round(float(gnorm), 4), "learning_rate": lr, "epoch": round(step * 16 * T / len(data), 2), "step": step})
print({"train_runtime": "done", "train_loss": round(float(loss), 4)})
