# Pure-JAX GRU sequence classifier with lax.scan; data loader yields batch-major (B, T, F) like torch batch_first=True
import jax, jax.numpy as jnp, numpy as np
import optax

B, T, F, H = 32, 50, 8, 64
rng = np.random.default_rng(0)

def make_batch():
    x = rng.normal(size=(B, T, F)).astype(np.float32)
    y = (x[:, :, 0].sum(1) > 0).astype(np.int32)
    return x, y

def init_params(key):
    k = jax.random.split(key, 4)
    s = 1.0 / np.sqrt(H)
    return {
        "Wx": jax.random.uniform(k[0], (F, 3 * H), minval=-s, maxval=s),
        "Wh": jax.random.uniform(k[1], (H, 3 * H), minval=-s, maxval=s),
        "b": jnp.zeros((3 * H,)),
        "Wo": jax.random.uniform(k[2], (H, 2), minval=-s, maxval=s),
    }

def gru_cell(params, h, x_t):
    gx = x_t @ params["Wx"] + params["b"]
    gh = h @ params["Wh"]
    xr, xz, xn = jnp.split(gx, 3, axis=-1)
    hr, hz, hn = jnp.split(gh, 3, axis=-1)
    r = jax.nn.sigmoid(xr + hr)
    z = jax.nn.sigmoid(xz + hz)
    n = jnp.tanh(xn + r * hn)
    h_new = (1 - z) * n + z * h
    return h_new, h_new

def forward(params, x):
    h0 = jnp.zeros((x.shape[0], H))
    h_last, _ = jax.lax.scan(lambda h, xt: gru_cell(params, h, xt), h0, x)
    return h_last @ params["Wo"]

def loss_fn(params, x, y):
    logits = forward(params, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

params = init_params(jax.random.PRNGKey(0))
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

for it in range(200):
    x, y = make_batch()
    params, opt_state, loss = step(params, opt_state, x, y)
    if it % 20 == 0:
        print(f"iter {it:4d} loss {float(loss):.4f}")
