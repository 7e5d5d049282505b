"""Char-level Elman RNN in pure JAX (lax.scan) with 'autocast-style' bf16 activations, ported from a PyTorch script."""
import time
import numpy as np
import jax, jax.numpy as jnp
import optax

VOCAB, HIDDEN, SEQ, BATCH = 64, 128, 40, 32
COMPUTE_DTYPE = jnp.bfloat16   # was torch.autocast(dtype=torch.bfloat16)

def init_params(key):
    k1, k2, k3 = jax.random.split(key, 3)
    s = 1.0 / np.sqrt(HIDDEN)
    return {"emb": jax.random.normal(k1, (VOCAB, HIDDEN)) * 0.1,
            "w_hh": jax.random.uniform(k2, (HIDDEN, HIDDEN), minval=-s, maxval=s),
            "b_h": jnp.zeros(HIDDEN),
            "w_out": jax.random.uniform(k3, (HIDDEN, VOCAB), minval=-s, maxval=s)}

def rnn_forward(params, tokens):
    x = params["emb"][tokens].astype(COMPUTE_DTYPE)           # (B, T, H)
    h0 = jnp.zeros((tokens.shape[0], HIDDEN), dtype=COMPUTE_DTYPE)
    def cell(h, x_t):
        h = jnp.tanh(x_t + h @ params["w_hh"] + params["b_h"])
        return h, h
    _, hs = jax.lax.scan(cell, h0, jnp.swapaxes(x, 0, 1))
    return jnp.swapaxes(hs, 0, 1) @ params["w_out"]

def loss_fn(params, tokens):
    logits = rnn_forward(params, tokens[:, :-1])
    return optax.softmax_cross_entropy_with_integer_labels(logits.astype(jnp.float32), tokens[:, 1:]).mean()

optimizer = optax.adam(2e-3)

@jax.jit
def train_step(params, opt_state, tokens):
    loss, grads = jax.value_and_grad(loss_fn)(params, tokens)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

def main():
    text = ("the quick brown fox jumps over the lazy dog " * 200).encode()
    data = np.frombuffer(text, dtype=np.uint8) % VOCAB
    params = init_params(jax.random.key(0))
    opt_state = optimizer.init(params)
    r = np.random.default_rng(0)
    for step in range(200):
        starts = r.integers(0, len(data) - SEQ - 1, BATCH)
        tokens = jnp.asarray(np.stack([data[s:s + SEQ + 1] for s in starts]).astype(np.int32))
        t0 = time.time()
        params, opt_state, loss = train_step(params, opt_state, tokens)
        if step % 20 == 0:
            print(f"step {step:4d} loss {float(loss):.4f} ({time.time() - t0:.3f}s)")

if __name__ == "__main__":
    main()
