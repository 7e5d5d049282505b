"""GRU sequence classifier written with jax.lax.scan (port of a torch nn.GRU loop),
parameters kept in bfloat16 to halve memory."""
import numpy as np
import jax, jax.numpy as jnp
import optax

H, IN, C = 64, 16, 4
PARAM_DTYPE = jnp.bfloat16

def init_params(key):
    k = jax.random.split(key, 4)
    s = 1.0 / np.sqrt(H)
    p = {
        "W_x": jax.random.uniform(k[0], (IN, 3 * H), minval=-s, maxval=s),
        "W_h": jax.random.uniform(k[1], (H, 3 * H), minval=-s, maxval=s),
        "b": jnp.zeros((3 * H,)),
        "W_out": jax.random.uniform(k[2], (H, C), minval=-s, maxval=s),
    }
    return jax.tree_util.tree_map(lambda a: a.astype(PARAM_DTYPE), p)

def gru_cell(params, h, x):
    gx = x @ params["W_x"] + params["b"]
    gh = h @ params["W_h"]
    rx, zx, nx = jnp.split(gx, 3, axis=-1)
    rh, zh, nh = jnp.split(gh, 3, axis=-1)
    r = jax.nn.sigmoid(rx + rh); z = jax.nn.sigmoid(zx + zh)
    n = jnp.tanh(nx + r * nh)
    return (1 - z) * n + z * h

def forward(params, xs):                  # xs: [B, T, IN]
    h0 = jnp.zeros((xs.shape[0], H), dtype=params["W_h"].dtype)   # torch.zeros(batch, hidden, dtype=weight.dtype)
    def step(h, x_t):
        h = gru_cell(params, h, x_t)
        return h, h
    h_last, _ = jax.lax.scan(step, h0, jnp.swapaxes(xs, 0, 1))
    return h_last @ params["W_out"]

params = init_params(jax.random.PRNGKey(0))
tx = optax.adam(1e-3); opt_state = tx.init(params)
rng = np.random.default_rng(0)
X = rng.normal(size=(256, 20, IN)).astype(np.float32)
Y = rng.integers(0, C, 256)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = forward(p, x).astype(jnp.float32)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss

for epoch in range(3):
    for i in range(0, 256, 32):
        params, opt_state, loss = train_step(params, opt_state, X[i:i+32], Y[i:i+32])
    print(f"epoch {epoch}: loss={float(loss):.4f}")
