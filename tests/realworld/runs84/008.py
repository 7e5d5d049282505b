# label-smoothed classifier; class ids come from the annotation export (categories.csv ids)
import jax, jax.numpy as jnp, optax, numpy as np
from jax.experimental import checkify

NUM_CLASSES = 10
rng = np.random.default_rng(0)
X = rng.normal(size=(1000, 24)).astype(np.float32)
# annotation tool exports category_id starting at 1
labels = rng.integers(1, NUM_CLASSES + 1, size=1000).astype(np.int32)
print("label range:", labels.min(), labels.max(), "num_classes:", NUM_CLASSES)

W = jnp.zeros((24, NUM_CLASSES)); b = jnp.zeros(NUM_CLASSES)
params = {"W": W, "b": b}
class_weight = jnp.ones(NUM_CLASSES)

def loss_fn(p, x, y):
    logp = jax.nn.log_softmax(x @ p["W"] + p["b"])
    nll = -logp[jnp.arange(x.shape[0]), y]
    w = class_weight[y]
    smooth = -logp.mean(-1)
    return jnp.sum(w * (0.9 * nll + 0.1 * smooth)) / jnp.sum(w)

tx = optax.sgd(0.5)
opt_state = tx.init(params)

def train_step(p, s, x, y):
    loss, g = jax.value_and_grad(loss_fn)(p, x, y)
    u, s = tx.update(g, s)
    return optax.apply_updates(p, u), s, loss

# debug run: turn on index checks to make sure nothing is silently clamped
checked_step = jax.jit(checkify.checkify(train_step, errors=checkify.index_checks))
for epoch in range(3):
    for i in range(0, 1000, 100):
        err, (params, opt_state, loss) = checked_step(params, opt_state, X[i:i+100], labels[i:i+100])
        err.throw()
    print(f"epoch {epoch} loss {float(loss):.4f}")
