"""Pure-JAX deep MLP (no Flax), weights initialised like the PyTorch prototype: nn.init.normal_(w) (std=1)."""
import time
import jax, jax.numpy as jnp, numpy as np, optax

LAYERS = [32] + [256] * 8 + [5]

def init_params(key):
    params = []
    for din, dout in zip(LAYERS[:-1], LAYERS[1:]):
        key, wk = jax.random.split(key)
        params.append({"w": jax.random.normal(wk, (din, dout)), "b": jnp.zeros(dout)})
    return params

def forward(params, x):
    for layer in params[:-1]:
        x = jax.nn.relu(x @ layer["w"] + layer["b"])
    return x @ params[-1]["w"] + params[-1]["b"]

def loss_fn(params, x, y):
    logits = forward(params, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

rng = np.random.default_rng(0)
W = rng.normal(size=(32, 5))
X = rng.normal(size=(5000, 32)).astype(np.float32)
Y = (X @ W).argmax(1).astype(np.int32)

params = init_params(jax.random.key(0))
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, xb, yb):
    loss, g = jax.value_and_grad(loss_fn)(params, xb, yb)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

gstep = 0
for epoch in range(3):
    for i in range(0, len(X), 250):
        params, opt_state, loss = step(params, opt_state, X[i:i + 250], Y[i:i + 250])
        gstep += 1
        if gstep % 5 == 0:
            print(f"epoch {epoch} | step {gstep:4d} | loss {float(loss):.4f}")
acc = float((forward(params, X).argmax(1) == Y).mean())
print(f"train accuracy {acc:.4f}")
