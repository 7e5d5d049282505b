"""Healthy: character-level bigram+MLP language model in plain JAX + optax (no Flax), warmup-cosine schedule."""
import time
import numpy as np
import jax, jax.numpy as jnp
import optax

TEXT = ("the quick brown fox jumps over the lazy dog. " * 40 +
        "a journey of a thousand miles begins with a single step. " * 40)
chars = sorted(set(TEXT)); V = len(chars); stoi = {c: i for i, c in enumerate(chars)}
data = np.array([stoi[c] for c in TEXT], np.int32)
CTX, EMB, HID = 8, 24, 128

def init_params(key):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "emb": jax.random.normal(k1, (V, EMB)) * 0.1,
        "w1": jax.random.normal(k2, (CTX * EMB, HID)) * (CTX * EMB) ** -0.5, "b1": jnp.zeros(HID),
        "w2": jax.random.normal(k3, (HID, V)) * HID ** -0.5, "b2": jnp.zeros(V),
    }

def forward(p, ctx):
    h = p["emb"][ctx].reshape(ctx.shape[0], -1)
    h = jnp.tanh(h @ p["w1"] + p["b1"])
    return h @ p["w2"] + p["b2"]

def loss_fn(p, ctx, tgt):
    return optax.softmax_cross_entropy_with_integer_labels(forward(p, ctx), tgt).mean()

total_steps = 600
sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, warmup_steps=50, decay_steps=total_steps, end_value=1e-4)
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.inject_hyperparams(optax.adamw)(learning_rate=sched, weight_decay=0.01))

@jax.jit
def step(p, s, ctx, tgt):
    l, g = jax.value_and_grad(loss_fn)(p, ctx, tgt)
    u, s = tx.update(g, s, p)
    return optax.apply_updates(p, u), s, l, optax.global_norm(g)

def batch(rng, bs=64):
    ix = rng.integers(0, len(data) - CTX - 1, bs)
    return np.stack([data[i:i + CTX] for i in ix]), data[ix + CTX]

rng = np.random.default_rng(0)
params = init_params(jax.random.key(0)); opt_state = tx.init(params)
print(f"vocab={V} tokens={len(data)} params={sum(x.size for x in jax.tree_util.tree_leaves(params))}")
t0 = time.time()
for it in range(1, total_steps + 1):
    c, t = batch(rng)
    params, opt_state, loss, gn = step(params, opt_state, jnp.asarray(c), jnp.asarray(t))
    if it % 100 == 0:
        lr = float(opt_state[1].hyperparams["learning_rate"])
        print(f"step {it:4d}/{total_steps} | loss {float(loss):.4f} | grad_norm {float(gn):.3f} | lr {lr:.2e} | {1000*(time.time()-t0)/it:.1f} ms/step")
ctx = list(data[:CTX]); out = []
for _ in range(60):
    nxt = int(jnp.argmax(forward(params, jnp.asarray([ctx[-CTX:]]))[0])); ctx.append(nxt); out.append(chars[nxt])
print("sample:", repr("".join(out)))
