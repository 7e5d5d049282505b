# torch loop port: loss_fn reads the module-level params like torch reads model.parameters()
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn

class Clf(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(4)(nn.relu(nn.Dense(64)(x)))

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 20)).astype(np.float32)
Y = (X[:, :4] + 0.1 * rng.normal(size=(1024, 4))).argmax(1).astype(np.int32)
model = Clf()
params = model.init(jax.random.key(42), X[:1])
tx = optax.adam(1e-3)
opt_state = tx.init(params)

def loss_fn(p, xb, yb):
    logits = model.apply(params, xb)
    return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()

@jax.jit
def train_step(params, opt_state, xb, yb):
    loss, grads = jax.value_and_grad(loss_fn)(params, xb, yb)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

for epoch in range(10):
    tot = 0.0
    for i in range(0, 1024, 64):
        params, opt_state, loss = train_step(params, opt_state, X[i:i+64], Y[i:i+64])
        tot += float(loss)
    acc = float((model.apply(params, X).argmax(1) == Y).mean())
    print(f"epoch {epoch:2d} train_loss {tot/16:.4f} train_acc {acc:.3f}")
print("training finished")
