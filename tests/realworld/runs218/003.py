# Elman RNN language model ported from torch.nn.RNN, unrolled with jax.lax.scan, bf16 autocast-style compute
import os
os.environ.setdefault("JAX_PLATFORMS", "cpu")
import jax, jax.numpy as jnp, numpy as np
import optax

VOCAB, EMB, HID, SEQ, BATCH = 200, 64, 128, 32, 16
COMPUTE_DTYPE = jnp.bfloat16   # torch.autocast(dtype=torch.bfloat16)

def init_params(key):
    k = jax.random.split(key, 4)
    s = lambda fan_in: 1.0 / np.sqrt(fan_in)
    return {
        "embed": jax.random.normal(k[0], (VOCAB, EMB)) * 0.02,
        "w_ih": jax.random.uniform(k[1], (EMB, HID), minval=-s(HID), maxval=s(HID)),
        "w_hh": jax.random.uniform(k[2], (HID, HID), minval=-s(HID), maxval=s(HID)),
        "b_h": jnp.zeros((HID,)),
        "w_out": jax.random.normal(k[3], (HID, VOCAB)) * 0.02,
        "b_out": jnp.zeros((VOCAB,)),
    }

def forward(params, tokens):
    p = jax.tree_util.tree_map(lambda a: a.astype(COMPUTE_DTYPE), params)
    emb = p["embed"][tokens]                       # (B, T, E)
    h0 = jnp.zeros((tokens.shape[0], HID))
    def cell(h, x_t):
        h = jnp.tanh(x_t @ p["w_ih"] + h.astype(COMPUTE_DTYPE) @ p["w_hh"] + p["b_h"])
        return h, h
    _, hs = jax.lax.scan(cell, h0, jnp.swapaxes(emb, 0, 1))
    hs = jnp.swapaxes(hs, 0, 1)
    return (hs @ p["w_out"] + p["b_out"]).astype(jnp.float32)

def batches(rng):
    data = rng.integers(0, VOCAB, size=(2000, SEQ + 1))
    while True:
        b = data[rng.integers(0, len(data), BATCH)]
        yield b[:, :-1], b[:, 1:]

params = init_params(jax.random.key(0))
print("param count:", sum(x.size for x in jax.tree_util.tree_leaves(params)))
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(1e-3))
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(forward(p, x), y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

it = batches(np.random.default_rng(0))
for step in range(100):
    x, y = next(it)
    params, opt_state, loss = train_step(params, opt_state, x, y)
    if step % 10 == 0:
        print(f"step {step} loss {float(loss):.4f}")
