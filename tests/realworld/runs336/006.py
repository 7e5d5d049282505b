# Port of a torch nn.GRU sequence classifier (trained under torch.autocast(bfloat16)) to JAX + optax.
# The GRU is written by hand with the torch weight layout (weight_ih_l0, weight_hh_l0, ...) and run with lax.scan.
import numpy as np
import jax, jax.numpy as jnp
import optax

HIDDEN, FEAT, T, NCLS = 64, 8, 40, 2
COMPUTE_DTYPE = jnp.bfloat16

def autocast(*xs):
    return jax.tree_util.tree_map(lambda a: a.astype(COMPUTE_DTYPE), xs)

def init_params(key):
    k = jax.random.split(key, 5)
    s = 1.0 / np.sqrt(HIDDEN)
    u = lambda kk, shape: jax.random.uniform(kk, shape, jnp.float32, -s, s)
    return {"weight_ih_l0": u(k[0], (3 * HIDDEN, FEAT)), "weight_hh_l0": u(k[1], (3 * HIDDEN, HIDDEN)),
            "bias_ih_l0": u(k[2], (3 * HIDDEN,)), "bias_hh_l0": u(k[3], (3 * HIDDEN,)),
            "fc.weight": u(k[4], (NCLS, HIDDEN)), "fc.bias": jnp.zeros((NCLS,))}

def gru_cell(p, h, x):
    h, x, w_ih, w_hh, b_ih, b_hh = autocast(h, x, p["weight_ih_l0"], p["weight_hh_l0"], p["bias_ih_l0"], p["bias_hh_l0"])
    gi = x @ w_ih.T + b_ih
    gh = h @ w_hh.T + b_hh
    i_r, i_z, i_n = jnp.split(gi, 3, axis=-1)
    h_r, h_z, h_n = jnp.split(gh, 3, axis=-1)
    r = jax.nn.sigmoid(i_r + h_r)
    z = jax.nn.sigmoid(i_z + h_z)
    n = jnp.tanh(i_n + r * h_n)
    return (1 - z) * n + z * h

def forward(p, x):                        # x: [B, T, F] (batch_first=True)
    h0 = jnp.zeros((x.shape[0], HIDDEN))
    def step(h, xt):
        h = gru_cell(p, h, xt)
        return h, None
    h, _ = jax.lax.scan(step, h0, jnp.swapaxes(x, 0, 1))
    return (h.astype(jnp.float32) @ p["fc.weight"].T + p["fc.bias"])

class SeqDataset:
    def __init__(self, n, seed):
        r = np.random.default_rng(seed)
        self.x = r.normal(size=(n, T, FEAT)).astype(np.float32)
        self.y = (self.x[:, :, 0].sum(1) > 0).astype(np.int32)

def loader(ds, bs, rng):
    idx = rng.permutation(len(ds.x))
    for i in range(0, len(idx), bs):
        b = idx[i:i + bs]
        yield ds.x[b], ds.y[b]

params = init_params(jax.random.PRNGKey(0))
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(forward(p, x), y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

ds = SeqDataset(2048, 0)
rng = np.random.default_rng(1)
for epoch in range(3):
    for step, (x, y) in enumerate(loader(ds, 64, rng)):
        params, opt_state, loss = train_step(params, opt_state, x, y)
    print(f"epoch {epoch} loss {float(loss):.4f}")
