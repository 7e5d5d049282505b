# pure-JAX MLP classifier; loss_fn also returns accuracy for logging
import jax, jax.numpy as jnp, optax, numpy as np

rng = np.random.default_rng(0)
X = rng.normal(size=(512, 20)).astype(np.float32)
y = (X[:, :3].sum(1) > 0).astype(np.int32)

def init(key, sizes=(20, 64, 2)):
    ks = jax.random.split(key, len(sizes) - 1)
    return [{"w": jax.random.normal(k, (a, b)) * jnp.sqrt(2.0 / a), "b": jnp.zeros(b)}
            for k, a, b in zip(ks, sizes[:-1], sizes[1:])]

def forward(params, x):
    for layer in params[:-1]:
        x = jax.nn.relu(x @ layer["w"] + layer["b"])
    return x @ params[-1]["w"] + params[-1]["b"]

def loss_fn(params, x, y):
    logits = forward(params, x)
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    acc = (logits.argmax(-1) == y).mean()
    return loss, {"acc": acc}

params = init(jax.random.PRNGKey(0))
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    (loss, aux), grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss, aux

print("jax", jax.__version__, "optax", optax.__version__)
for epoch in range(5):
    for i in range(0, 512, 64):
        params, opt_state, loss, aux = train_step(params, opt_state, X[i:i+64], y[i:i+64])
    print(f"epoch {epoch} loss {loss:.4f} acc {aux['acc']:.3f}")
