# Linear-probe style fine-tune: "freeze" the backbone with optax.masked (torch: requires_grad=False on backbone)
import jax, jax.numpy as jnp, numpy as np, optax

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 16)).astype(np.float32)
Wt = rng.normal(size=(16, 1)).astype(np.float32)
Y = np.tanh(X @ Wt) + 0.05 * rng.normal(size=(1024, 1)).astype(np.float32)

key = jax.random.PRNGKey(0)
k1, k2 = jax.random.split(key)
params = {"backbone": {"w": jax.random.normal(k1, (16, 32)) * 0.25, "b": jnp.zeros(32)},
          "head": {"w": jax.random.normal(k2, (32, 1)) * 0.1, "b": jnp.zeros(1)}}

# only the head gets Adam; backbone is masked out (=frozen)
mask = {"backbone": {"w": False, "b": False}, "head": {"w": True, "b": True}}
tx = optax.masked(optax.adam(1e-2), mask)
opt_state = tx.init(params)

def forward(p, x):
    h = jnp.tanh(x @ p["backbone"]["w"] + p["backbone"]["b"])
    return h @ p["head"]["w"] + p["head"]["b"]

def loss_fn(p, x, y):
    return jnp.mean((forward(p, x) - y) ** 2)

@jax.jit
def step(p, s, x, y):
    loss, g = jax.value_and_grad(loss_fn)(p, x, y)
    upd, s = tx.update(g, s, p)
    return optax.apply_updates(p, upd), s, loss

w0 = params["backbone"]["w"]
for epoch in range(12):
    losses = []
    for i in range(0, 1024, 64):
        params, opt_state, loss = step(params, opt_state, X[i:i+64], Y[i:i+64])
        losses.append(float(loss))
    drift = float(jnp.abs(params["backbone"]["w"] - w0).max())
    print(f"epoch {epoch:2d} train_mse {np.mean(losses):.4f}  (frozen) backbone max|dw| {drift:.3f}")
print("done")
