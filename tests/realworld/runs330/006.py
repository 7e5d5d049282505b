# Data + tensor parallel MLP training with jax.sharding on host CPU devices (config ported from an 8-GPU torchrun job).
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from jax.sharding import NamedSharding, PartitionSpec as P

CONFIG = {
    "mesh": {"data": 2, "model": 4},
    "global_batch_size": 128,
    "hidden": 512,
    "lr": 1e-3,
    "steps": 200,
}


class MLP(nn.Module):
    hidden: int

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden, name="fc1")(x))
        x = nn.relu(nn.Dense(self.hidden, name="fc2")(x))
        return nn.Dense(10, name="out")(x)


def synthetic_batches(bs, seed=0):
    rng = np.random.default_rng(seed)
    w = rng.standard_normal((64, 10))
    while True:
        x = rng.standard_normal((bs, 64)).astype(np.float32)
        y = (x @ w).argmax(-1).astype(np.int32)
        yield x, y


def param_spec(path, leaf):
    name = "/".join(str(getattr(k, "key", k)) for k in path)
    if name.endswith("kernel") and ("fc1" in name or "fc2" in name):
        return P(None, "model")
    return P()


def main():
    print(f"jax {jax.__version__}, {jax.device_count()} devices: {jax.devices()}")
    print(f"config: {CONFIG}")
    mesh_shape = tuple(CONFIG["mesh"].values())
    mesh = jax.make_mesh(mesh_shape, tuple(CONFIG["mesh"].keys()))
    print(f"mesh: {mesh}")
    model = MLP(CONFIG["hidden"])
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 64)))["params"]
    shardings = jax.tree_util.tree_map_with_path(lambda p, l: NamedSharding(mesh, param_spec(p, l)), params)
    params = jax.device_put(params, shardings)
    tx = optax.adamw(CONFIG["lr"])
    opt_state = tx.init(params)
    data_sharding = NamedSharding(mesh, P("data"))

    @jax.jit
    def step(params, opt_state, x, y):
        def loss_fn(p):
            logits = model.apply({"params": p}, x)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        loss, g = jax.value_and_grad(loss_fn)(params)
        upd, opt_state = tx.update(g, opt_state, params)
        return optax.apply_updates(params, upd), opt_state, loss

    it = synthetic_batches(CONFIG["global_batch_size"])
    for i in range(1, CONFIG["steps"] + 1):
        x, y = next(it)
        x, y = jax.device_put(x, data_sharding), jax.device_put(y, data_sharding)
        params, opt_state, loss = step(params, opt_state, x, y)
        if i % 20 == 0:
            print(f"step {i} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
