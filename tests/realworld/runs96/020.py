"""Tiny causal transformer LM on a synthetic copy task. Rematerialised blocks (nn.remat), AdamW with
weight decay masked off biases/LayerNorm, global-norm clipping and warmup-cosine schedule."""
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax import traverse_util
from flax.training import train_state

V, T, D, L = 32, 24, 64, 2
STEPS, WARMUP = 300, 30


class Block(nn.Module):
    @nn.compact
    def __call__(self, h, train: bool):
        mask = nn.make_causal_mask(jnp.ones(h.shape[:2]))
        a = nn.SelfAttention(num_heads=4, dropout_rate=0.1, deterministic=not train)(nn.LayerNorm()(h), mask=mask)
        h = h + a
        m = nn.Dense(D)(nn.gelu(nn.Dense(4 * D)(nn.LayerNorm()(h))))
        return h + nn.Dropout(0.1, deterministic=not train)(m)


class LM(nn.Module):
    @nn.compact
    def __call__(self, tok, train: bool = False):
        h = nn.Embed(V, D)(tok) + self.param("pos", nn.initializers.normal(0.02), (T, D))
        RematBlock = nn.remat(Block, static_argnums=(2,))
        for _ in range(L):
            h = RematBlock()(h, train)
        return nn.Dense(V)(nn.LayerNorm()(h))


def decay_mask(params):
    flat = traverse_util.flatten_dict(params)
    return traverse_util.unflatten_dict({k: (k[-1] == "kernel") for k in flat})


schedule = optax.warmup_cosine_decay_schedule(0.0, 1e-3, WARMUP, STEPS, 1e-4)
tx = optax.chain(optax.clip_by_global_norm(1.0),
                 optax.adamw(schedule, b1=0.9, b2=0.98, weight_decay=0.1, mask=decay_mask))


def batch(rng, n=32):
    half = rng.integers(2, V, size=(n, T // 2))
    return np.concatenate([half, half], 1)       # second half copies the first


@jax.jit
def train_step(state, tok, key):
    def lf(p):
        logits = state.apply_fn({"params": p}, tok, train=True, rngs={"dropout": key})
        l = optax.softmax_cross_entropy_with_integer_labels(logits[:, T // 2 - 1:-1], tok[:, T // 2:])
        return l.mean()
    loss, g = jax.value_and_grad(lf)(state.params)
    return state.apply_gradients(grads=g), loss, optax.global_norm(g)


model = LM()
rng = np.random.default_rng(0)
key = jax.random.PRNGKey(0)
key, ik = jax.random.split(key)
state = train_state.TrainState.create(apply_fn=model.apply, params=model.init(ik, batch(rng, 1))["params"], tx=tx)
t0 = time.time()
for step in range(1, STEPS + 1):
    key, dk = jax.random.split(key)
    state, loss, gn = train_step(state, batch(rng), dk)
    if step % 25 == 0:
        print(f"step {step:4d}/{STEPS} | loss {float(loss):.4f} | grad_norm {float(gn):.3f} | "
              f"lr {float(schedule(step)):.2e} | {(time.time() - t0) / step * 1000:.0f} ms/step")
