# fine-tune only the classifier head: optax.multi_transform with labels from the param path
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
print("jax", jax.__version__)
class Encoder(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.relu(nn.Dense(64, name="backbone_dense")(x))
class Model(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(4, name="head")(Encoder(name="backbone")(x))
model = Model()
X = jax.random.normal(jax.random.PRNGKey(0), (512, 16)); y = jnp.argmax(X[:, :4], -1)
params = model.init(jax.random.PRNGKey(1), X)["params"]

def label_fn(params):
    return jax.tree_util.tree_map_with_path(
        lambda path, _: "train" if path[0] == "head" else "freeze", params)

tx = optax.multi_transform({"train": optax.adam(1e-2), "freeze": optax.set_to_zero()}, label_fn)
opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, xb, yb):
    l, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, xb), yb).mean())(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, l

for epoch in range(6):
    for b in range(4):
        params, opt_state, l = step(params, opt_state, X[b*128:(b+1)*128], y[b*128:(b+1)*128])
    print(f"epoch {epoch} loss {float(l):.4f}")
