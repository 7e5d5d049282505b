"""Port of a PyTorch char-GRU trained under torch.autocast(bfloat16): hand-written GRU with lax.scan + Optax."""
import numpy as np
import jax
import jax.numpy as jnp
import optax

VOCAB, HID, SEQ, BS = 48, 128, 64, 32
COMPUTE_DTYPE = jnp.bfloat16  # autocast equivalent


def init_params(key):
    k = jax.random.split(key, 5)
    s = 1.0 / np.sqrt(HID)
    return {
        "embed": jax.random.normal(k[0], (VOCAB, HID)) * 0.1,
        "w_ih": jax.random.uniform(k[1], (HID, 3 * HID), minval=-s, maxval=s),
        "w_hh": jax.random.uniform(k[2], (HID, 3 * HID), minval=-s, maxval=s),
        "b": jnp.zeros((3 * HID,)),
        "out": jax.random.uniform(k[3], (HID, VOCAB), minval=-s, maxval=s),
    }


def gru_cell(params, h, x):
    x, h = x.astype(COMPUTE_DTYPE), h.astype(COMPUTE_DTYPE)
    gi = x @ params["w_ih"].astype(COMPUTE_DTYPE)
    gh = h @ params["w_hh"].astype(COMPUTE_DTYPE)
    b = params["b"].astype(COMPUTE_DTYPE)
    i_r, i_z, i_n = jnp.split(gi + b, 3, axis=-1)
    h_r, h_z, h_n = jnp.split(gh, 3, axis=-1)
    r = jax.nn.sigmoid(i_r + h_r)
    z = jax.nn.sigmoid(i_z + h_z)
    n = jnp.tanh(i_n + r * h_n)
    return (1 - z) * n + z * h


def forward(params, ids):
    x = params["embed"][ids]              # (B, T, H)
    h0 = jnp.zeros((ids.shape[0], HID))   # torch: h0 = torch.zeros(B, H)
    def step(h, xt):
        h = gru_cell(params, h, xt)
        return h, h
    _, hs = jax.lax.scan(step, h0, jnp.swapaxes(x, 0, 1))
    hs = jnp.swapaxes(hs, 0, 1)
    return (hs @ params["out"].astype(COMPUTE_DTYPE)).astype(jnp.float32)


def text_loader(corpus, seed=0):
    rng = np.random.default_rng(seed)
    while True:
        s = rng.integers(0, len(corpus) - SEQ - 1, size=BS)
        yield np.stack([corpus[i:i + SEQ] for i in s]), np.stack([corpus[i + 1:i + SEQ + 1] for i in s])


def main():
    rng = np.random.default_rng(0)
    corpus = (np.cumsum(rng.integers(1, 4, size=200_000)) % VOCAB).astype(np.int32)
    params = init_params(jax.random.PRNGKey(0))
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(2e-3))
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state, x, y):
        def loss_fn(p):
            return optax.softmax_cross_entropy_with_integer_labels(forward(p, x), y).mean()
        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    print(f"char-GRU: vocab={VOCAB} hidden={HID} seq={SEQ} batch={BS} compute_dtype={jnp.dtype(COMPUTE_DTYPE).name}")
    loader = text_loader(corpus)
    for step in range(1, 201):
        x, y = next(loader)
        params, opt_state, loss = train_step(params, opt_state, x, y)
        if step % 20 == 0:
            print(f"step {step} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
