"""Tiny RNN language model ported from a PyTorch reference implementation.
The PyTorch version looped `for t in range(seq_len)` over the time axis; we keep
that loop but pass the (per-batch) sequence length into the jitted step."""
import jax
import jax.numpy as jnp
import numpy as np
import optax

VOCAB, HID, BATCH, MAXLEN = 50, 32, 16, 24

def init_params(key):
    k1, k2, k3, k4 = jax.random.split(key, 4)
    return {
        "emb": jax.random.normal(k1, (VOCAB, HID)) * 0.1,
        "w_xh": jax.random.normal(k2, (HID, HID)) * 0.1,
        "w_hh": jax.random.normal(k3, (HID, HID)) * 0.1,
        "w_out": jax.random.normal(k4, (HID, VOCAB)) * 0.1,
    }

def forward(params, tokens, seq_len):
    h = jnp.zeros((tokens.shape[0], HID))
    logits = []
    for t in range(seq_len):          # same loop as in the torch model
        x = params["emb"][tokens[:, t]]
        h = jnp.tanh(x @ params["w_xh"] + h @ params["w_hh"])
        logits.append(h @ params["w_out"])
    return jnp.stack(logits, axis=1)

def loss_fn(params, tokens, seq_len):
    logits = forward(params, tokens[:, :-1], seq_len - 1)
    tgt = tokens[:, 1:seq_len]
    return optax.softmax_cross_entropy_with_integer_labels(logits, tgt).mean()

tx = optax.adam(3e-3)

@jax.jit
def train_step(params, opt_state, tokens, seq_len):
    loss, grads = jax.value_and_grad(loss_fn)(params, tokens, seq_len)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

def batches(rng, n):
    for _ in range(n):
        L = int(rng.integers(12, MAXLEN))
        toks = rng.integers(0, VOCAB, size=(BATCH, MAXLEN)).astype(np.int32)
        yield toks, L

def main():
    params = init_params(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    rng = np.random.default_rng(0)
    print(f"devices: {jax.devices()}")
    for step, (toks, L) in enumerate(batches(rng, 50)):
        params, opt_state, loss = train_step(params, opt_state, jnp.asarray(toks), jnp.asarray(L))
        if step % 10 == 0:
            print(f"step {step:4d} | seq_len {L} | loss {float(loss):.4f}")

if __name__ == "__main__":
    main()
