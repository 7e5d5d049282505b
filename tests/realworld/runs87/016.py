# Model with dropout/batchnorm switches; the torch loop used model.train()/model.eval(), here a `train` flag
import functools, jax, jax.numpy as jnp, numpy as np, optax

def forward(params, x, key, train):
    h = jax.nn.relu(x @ params["w1"] + params["b1"])
    if train:                                        # dropout only while training
        keep = jax.random.bernoulli(key, 0.9, h.shape)
        h = jnp.where(keep, h / 0.9, 0.0)
    return h @ params["w2"] + params["b2"]

@functools.partial(jax.jit, static_argnames=("training",))
def loss_fn(params, x, y, key, train=True):
    logits = forward(params, x, key, train)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

key = jax.random.PRNGKey(0)
k1, k2, key = jax.random.split(key, 3)
params = {"w1": jax.random.normal(k1, (20, 64)) * 0.2, "b1": jnp.zeros(64),
          "w2": jax.random.normal(k2, (64, 4)) * 0.2, "b2": jnp.zeros(4)}
tx = optax.adam(1e-3); opt_state = tx.init(params)
rng = np.random.default_rng(0)
X = rng.normal(size=(512, 20)).astype(np.float32); Y = rng.integers(0, 4, 512)
grad_fn = jax.value_and_grad(loss_fn)
for step in range(5):
    key, sub = jax.random.split(key)
    loss, g = grad_fn(params, X, Y, sub, train=True)
    u, opt_state = tx.update(g, opt_state, params)
    params = optax.apply_updates(params, u)
    print("step", step, "loss", float(loss))
val = loss_fn(params, X, Y, key, train=False)
print("val loss", float(val))
