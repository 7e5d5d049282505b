# Sequence regression with a hand-written LSTM (port of a torch.nn.LSTM loop), bf16 weights to save memory.
import time
import numpy as np
import jax
import jax.numpy as jnp
import optax

SEQ, FEAT, HIDDEN, BATCH, STEPS = 50, 8, 128, 64, 300
PARAM_DTYPE = jnp.bfloat16


def make_series(n, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(SEQ + 1)[None, :, None]
    freq = rng.uniform(0.05, 0.3, size=(n, 1, FEAT))
    phase = rng.uniform(0, 2 * np.pi, size=(n, 1, FEAT))
    s = np.sin(freq * t + phase) + 0.05 * rng.standard_normal((n, SEQ + 1, FEAT))
    return s[:, :-1].astype(np.float32), s[:, -1, 0:1].astype(np.float32)


def loader(x, y, bs, seed=0):
    rng = np.random.default_rng(seed)
    while True:
        idx = rng.permutation(len(x))
        for b in range(0, len(x) - bs + 1, bs):
            j = idx[b:b + bs]
            yield x[j], y[j]


def init_params(key):
    k1, k2, k3 = jax.random.split(key, 3)
    s = 1.0 / np.sqrt(HIDDEN)
    p = {
        "w_ih": jax.random.uniform(k1, (FEAT, 4 * HIDDEN), minval=-s, maxval=s),
        "w_hh": jax.random.uniform(k2, (HIDDEN, 4 * HIDDEN), minval=-s, maxval=s),
        "b": jnp.zeros((4 * HIDDEN,)),
        "head_w": jax.random.normal(k3, (HIDDEN, 1)) * s,
        "head_b": jnp.zeros((1,)),
    }
    return jax.tree.map(lambda a: a.astype(PARAM_DTYPE), p)


def lstm_forward(params, x):
    def cell(carry, x_t):
        h, c = carry
        gates = x_t @ params["w_ih"] + h @ params["w_hh"] + params["b"]
        i, f, g, o = jnp.split(gates, 4, axis=-1)
        c = jax.nn.sigmoid(f) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
        h = jax.nn.sigmoid(o) * jnp.tanh(c)
        return (h, c), h

    h0 = jnp.zeros((x.shape[0], HIDDEN), dtype=x.dtype)
    c0 = jnp.zeros((x.shape[0], HIDDEN))
    (h, _), _ = jax.lax.scan(cell, (h0, c0), jnp.swapaxes(x, 0, 1))
    return h @ params["head_w"] + params["head_b"]


def loss_fn(params, x, y):
    pred = lstm_forward(params, x.astype(PARAM_DTYPE))
    return jnp.mean((pred.astype(jnp.float32) - y) ** 2)


opt = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = opt.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    x, y = make_series(6400)
    print(f"dataset x{x.shape} y{y.shape}")
    params = init_params(jax.random.PRNGKey(0))
    print({k: (v.shape, str(v.dtype)) for k, v in params.items()})
    opt_state = opt.init(params)
    it = loader(x, y, BATCH)
    t0 = time.time()
    for step in range(1, STEPS + 1):
        xb, yb = next(it)
        params, opt_state, loss = train_step(params, opt_state, xb, yb)
        if step % 25 == 0:
            print(f"step {step} mse {float(loss):.5f} ({time.time() - t0:.1f}s)")


if __name__ == "__main__":
    main()
