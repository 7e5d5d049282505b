# Freeze the backbone with optax.multi_transform + set_to_zero, train only the head
import jax, jax.numpy as jnp, numpy as np, optax

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 16)).astype(np.float32)
Y = np.tanh(X @ rng.normal(size=(16, 1))).astype(np.float32)
k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"backbone": {"w": jax.random.normal(k1, (16, 64)) * 0.25, "b": jnp.zeros(64)},
          "head": {"w": jax.random.normal(k2, (64, 1)) * 0.1, "b": jnp.zeros(1)}}
labels = {"backbone": {"w": "frozen", "b": "frozen"}, "head": {"w": "trainable", "b": "trainable"}}
tx = optax.multi_transform({"trainable": optax.adam(1e-2), "frozen": optax.set_to_zero()}, labels)
opt_state = tx.init(params)

def forward(p, x):
    return jnp.tanh(x @ p["backbone"]["w"] + p["backbone"]["b"]) @ p["head"]["w"] + p["head"]["b"]

@jax.jit
def step(p, s, x, y):
    loss, g = jax.value_and_grad(lambda q: jnp.mean((forward(q, x) - y) ** 2))(p)
    u, s = tx.update(g, s, p)
    return optax.apply_updates(p, u), s, loss

w0 = params["backbone"]["w"]
for epoch in range(10):
    L = []
    for i in range(0, 1024, 64):
        params, opt_state, loss = step(params, opt_state, X[i:i+64], Y[i:i+64])
        L.append(float(loss))
    print(f"epoch {epoch} train_mse {np.mean(L):.4f} backbone max|dw| {float(jnp.abs(params['backbone']['w'] - w0).max()):.3f}")
print("done")
