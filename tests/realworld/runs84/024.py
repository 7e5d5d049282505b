# Lookahead(Adam) regression with Orbax PyTreeCheckpointer saves per epoch and a resume check
import shutil
import jax, jax.numpy as jnp, flax.linen as nn, optax, numpy as np
import orbax.checkpoint as ocp

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.tanh(nn.Dense(32)(x)))[:, 0]

rng = np.random.default_rng(0)
X = rng.normal(size=(1000, 6)).astype(np.float32)
Y = (np.tanh(X @ rng.normal(size=6)) + 0.05 * rng.normal(size=1000)).astype(np.float32)

model = Net()
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
tx = optax.lookahead(optax.adam(3e-3), sync_period=5, slow_step_size=0.5)
la_params = optax.LookaheadParams.init_synced(params)
opt_state = tx.init(la_params)

@jax.jit
def step(la_params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((model.apply({"params": p}, x) - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(la_params.fast)
    u, opt_state = tx.update(g, opt_state, la_params)
    return optax.apply_updates(la_params, u), opt_state, loss

ROOT = "/tmp/runs84_024"
shutil.rmtree(ROOT, ignore_errors=True)
ckptr = ocp.PyTreeCheckpointer()
for epoch in range(6):
    for i in range(0, 1000, 100):
        la_params, opt_state, loss = step(la_params, opt_state, X[i:i+100], Y[i:i+100])
    print(f"epoch {epoch} mse {loss:.5f}")
    ckptr.save(f"{ROOT}/epoch_{epoch}", args=ocp.args.PyTreeSave({"slow": la_params.slow}))

restored = ckptr.restore(f"{ROOT}/epoch_5", args=ocp.args.PyTreeRestore({"slow": la_params.slow}))
same = jax.tree_util.tree_all(jax.tree_util.tree_map(lambda a, b: bool(jnp.allclose(a, b)), restored["slow"], la_params.slow))
mse = jnp.mean((model.apply({"params": restored["slow"]}, X) - Y) ** 2)
print(f"restored epoch_5 slow params identical: {same}; eval mse {mse:.5f}")
